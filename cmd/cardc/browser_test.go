package main

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// chromium finds a headless-capable Chromium, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium on PATH (apt-get install -y chromium to run the gallery's browser test)")
	return ""
}

// runChromium runs headless Chromium on a page with more arguments and
// returns its standard output.
func runChromium(t *testing.T, bin, url string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	all := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--allow-file-access-from-files", "--virtual-time-budget=10000", "--user-data-dir=" + t.TempDir()}, args...)
	// A browser that a signal kills (it crashes starting up on a loaded
	// or restricted machine) says nothing about the gallery: it is tried
	// three times, and then the test is skipped.
	for try := 1; ; try++ {
		cmd := exec.CommandContext(ctx, bin, append(all, url)...)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		if err == nil {
			return out.Bytes()
		}
		var exit *exec.ExitError
		if errors.As(err, &exit) && !exit.Exited() && ctx.Err() == nil {
			if try < 3 {
				continue
			}
			t.Skipf("chromium was killed by a signal three times (%v); the browser can't run here", err)
		}
		t.Fatalf("chromium: %v\n%s", err, errOut.String())
	}
}

var figureRE = regexp.MustCompile(`<figure class="card( hidden)?( dfc)?"`)

// TestGalleryInBrowser opens the HTML gallery from the file system in
// headless Chromium: every card's picture loads, a search in the address
// filters the cards, and a screenshot is not blank.
func TestGalleryInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is slow; run without -short")
	}
	bin := chromium(t)
	dir := t.TempDir()
	if code, _, errOut := cardc(t, "export", "--format", "html", "-o", dir, "../../cards"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	page := "file://" + filepath.ToSlash(filepath.Join(dir, "index.html"))
	svgs, _ := filepath.Glob(filepath.Join(dir, "cards", "*.svg"))

	dom := string(runChromium(t, bin, page, "--dump-dom"))
	if n := len(figureRE.FindAllString(dom, -1)); n != len(svgs) {
		t.Errorf("%d cards in the page, want %d", n, len(svgs))
	}
	if m := regexp.MustCompile(`data-images="(\d+)"`).FindStringSubmatch(dom); m == nil || m[1] != strconv.Itoa(len(svgs)) {
		t.Errorf("pictures loaded: %v, want %d", m, len(svgs))
	}

	dom = string(runChromium(t, bin, page+"#q=lightning", "--dump-dom"))
	shown := 0
	for _, m := range figureRE.FindAllStringSubmatch(dom, -1) {
		if m[1] == "" {
			shown++
		}
	}
	if shown == 0 || shown >= len(svgs) || !strings.Contains(dom, "of "+strconv.Itoa(len(svgs))+" cards") {
		t.Errorf("searching lightning shows %d of %d cards", shown, len(svgs))
	}

	shot := filepath.Join(t.TempDir(), "shot.png")
	runChromium(t, bin, page, "--screenshot="+shot, "--window-size=1200,900", "--hide-scrollbars")
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	colors := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colors[r>>12<<8|g>>12<<4|bl>>12] = true
		}
	}
	if len(colors) < 20 {
		t.Errorf("the screenshot looks blank: %d colours", len(colors))
	}
}
