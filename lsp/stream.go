package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// maxMessage bounds one message's body: a document at the parser's size
// limit, escaped as JSON, fits with room to spare.
const maxMessage = 64 << 20

// stream is the base protocol's framing (a Content-Length header, a blank
// line, a JSON body) as a jsonrpc2.ObjectStream. Unlike jsonrpc2's own
// codec it survives a malformed message: a body that isn't JSON, or JSON
// that isn't a JSON-RPC message, is answered with a parse error or an
// invalid request error (id null, as JSON-RPC 2.0 §5.1 says) and skipped.
// Only the end of the input or a write error ends it.
type stream struct {
	r  *bufio.Reader
	w  io.Writer
	c  io.Closer
	mu sync.Mutex // serializes writes
}

func newStream(r io.Reader, w io.Writer, c io.Closer) *stream {
	return &stream{r: bufio.NewReaderSize(r, 64<<10), w: w, c: c}
}

// WriteObject writes one framed message.
func (s *stream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	_, err = s.w.Write(data)
	return err
}

// ReadObject reads the next well-formed message into v, answering and
// skipping malformed ones.
func (s *stream) ReadObject(v any) error {
	for {
		body, err := s.readFrame()
		var bad *badFrame
		if errors.As(err, &bad) {
			if err := s.reject(-32700, bad.msg); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return err
		}
		if !json.Valid(body) {
			if err := s.reject(-32700, "parse error: the message is not JSON"); err != nil {
				return err
			}
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			if err := s.reject(-32600, "invalid request: "+err.Error()); err != nil {
				return err
			}
			continue
		}
		return nil
	}
}

// Close closes the underlying connection.
func (s *stream) Close() error {
	if s.c == nil {
		return nil
	}
	return s.c.Close()
}

type badFrame struct{ msg string }

func (b *badFrame) Error() string { return b.msg }

type errorResponse struct {
	JSONRPC string   `json:"jsonrpc"`
	ID      *int     `json:"id"`
	Error   rpcError `json:"error"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (s *stream) reject(code int, msg string) error {
	return s.WriteObject(errorResponse{JSONRPC: "2.0", Error: rpcError{Code: code, Message: msg}})
}

// readFrame reads the headers and body of one message. A frame whose
// headers are wrong is read up to its blank line and reported as a
// badFrame; its body, if any, can't be found and is read as the next
// frame's headers, which resynchronizes at the next Content-Length.
func (s *stream) readFrame() ([]byte, error) {
	length, skip := -1, 0
	var bad string
	saw := false
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			if err == io.EOF && line != "" {
				err = io.ErrUnexpectedEOF
			}
			return nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if length >= 0 && bad == "" {
				break
			}
			if !saw {
				continue // stray blank lines between messages
			}
			if bad == "" {
				bad = "parse error: no Content-Length header"
			}
			if _, err := s.r.Discard(skip); err != nil {
				return nil, err
			}
			return nil, &badFrame{bad}
		}
		saw = true
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			if bad == "" {
				bad = fmt.Sprintf("parse error: header line %q is not name: value", trim(line))
			}
			continue
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			switch {
			case err != nil || n < 0:
				bad = fmt.Sprintf("parse error: bad Content-Length %q", trim(value))
			case n > maxMessage:
				bad = fmt.Sprintf("parse error: message of %d bytes is over the limit of %d", n, maxMessage)
				skip = n
			default:
				length = n
			}
		}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

func trim(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
