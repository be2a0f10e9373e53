package ast

import (
	"strings"
)

// maxWidth is the line width beyond which the formatter breaks a call's
// arguments onto lines of their own.
const maxWidth = 100

// Format prints a file in the canonical layout: two-space indentation, one
// item a line, the em dash in type lines, at most one blank line kept
// between items, and every comment kept on its line or before the next
// item. Formatting its own output gives the same bytes.
func Format(f *File) []byte {
	p := &printer{comments: f.Comments}
	for i, c := range f.Cards {
		if i > 0 {
			p.buf.WriteString("\n")
		}
		p.leading(c.Sp.Start.Offset, 0, i > 0)
		p.face(c.Face, 0)
		p.trailing(c.Sp.End.Line)
		p.nl()
	}
	p.leading(1<<62, 0, len(f.Cards) > 0)
	return []byte(p.buf.String())
}

type printer struct {
	buf      strings.Builder
	comments []*Comment
	next     int // index of the first comment not yet printed
	lastLine int // source line of the last thing printed
}

func (p *printer) nl() { p.buf.WriteByte('\n') }

func (p *printer) indent(depth int) { p.buf.WriteString(strings.Repeat("  ", depth)) }

// leading prints the comments that start before off, each on its own line.
// blankOK allows a blank line before a comment that had one in the source.
func (p *printer) leading(off, depth int, blankOK bool) {
	for p.next < len(p.comments) && p.comments[p.next].Sp.Start.Offset < off {
		c := p.comments[p.next]
		if blankOK && p.lastLine > 0 && c.Sp.Start.Line > p.lastLine+1 {
			p.nl()
		}
		p.indent(depth)
		p.buf.WriteString(strings.TrimRight(c.Text, " \t\r"))
		p.nl()
		p.lastLine = c.Sp.End.Line
		p.next++
		blankOK = true
	}
}

// trailing prints a comment that sits on source line line, after the
// thing just printed.
func (p *printer) trailing(line int) {
	for p.next < len(p.comments) && p.comments[p.next].Sp.Start.Line == line {
		p.buf.WriteString(" ")
		p.buf.WriteString(strings.TrimRight(p.comments[p.next].Text, " \t\r"))
		p.next++
	}
	p.lastLine = line
}

func (p *printer) face(f *Face, depth int) {
	p.indent(depth)
	p.buf.WriteString(f.Kind.String())
	p.buf.WriteString(" ")
	if f.Name != nil {
		p.buf.WriteString(f.Name.Raw)
	} else if f.Ident != nil {
		p.buf.WriteString(f.Ident.Name)
	}
	p.block(f.Sp, depth, func(d int) { p.items(f.Items, d) })
}

// block prints " {", the body one level deeper, the comments left before
// the closing brace, and "}".
func (p *printer) block(sp Span, depth int, body func(depth int)) {
	p.buf.WriteString(" {")
	p.trailing(sp.Start.Line)
	p.nl()
	body(depth + 1)
	p.leading(sp.End.Offset-1, depth+1, true)
	p.indent(depth)
	p.buf.WriteString("}")
}

func (p *printer) items(items []Item, depth int) {
	prevEnd := 0
	for i, it := range items {
		sp := it.Span()
		blank := i > 0 && sp.Start.Line > prevEnd+1 && !p.commentBetween(prevEnd, sp.Start.Line)
		if blank {
			p.nl()
		}
		p.leading(sp.Start.Offset, depth, i > 0)
		p.item(it, depth)
		p.trailing(sp.End.Line)
		p.nl()
		prevEnd = sp.End.Line
	}
}

// commentBetween reports whether an unprinted comment starts on a line
// after `after` and before `before`; the comment's own blank-line logic
// then decides the spacing.
func (p *printer) commentBetween(after, before int) bool {
	return p.next < len(p.comments) && p.comments[p.next].Sp.Start.Line > after && p.comments[p.next].Sp.Start.Line < before
}

func (p *printer) item(it Item, depth int) {
	switch it := it.(type) {
	case *Face:
		p.face(it, depth)
		return
	case *Ability:
		p.indent(depth)
		p.ability(it, depth)
		return
	case Clause:
		p.clause(it, depth)
		return
	}
	p.indent(depth)
	switch it := it.(type) {
	case *CostField:
		p.buf.WriteString("cost ")
		p.buf.WriteString(manaText(it.Cost))
	case *TypeField:
		p.buf.WriteString("type")
		for _, t := range it.Types {
			p.buf.WriteString(" " + t.Name)
		}
		if it.Dash {
			p.buf.WriteString(" —")
		}
		for _, t := range it.Subs {
			p.buf.WriteString(" " + t.Name)
		}
	case *PTField:
		p.buf.WriteString("pt " + it.PT.Power + "/" + it.PT.Toughness)
	case *LoyaltyField:
		p.buf.WriteString("loyalty " + it.Value.Text)
	case *DefenseField:
		p.buf.WriteString("defense " + it.Value.Text)
	case *PluralNameField:
		p.buf.WriteString("plural-name")
	case *ColorField:
		p.buf.WriteString("color ")
		for i, c := range it.Colors {
			if i > 0 {
				p.buf.WriteString(", ")
			}
			p.buf.WriteString(c.Name)
		}
	case *TextField:
		p.buf.WriteString("text")
		if len(it.Lines) == 1 {
			p.buf.WriteString(" " + it.Lines[0].Raw)
			break
		}
		for _, l := range it.Lines {
			p.nl()
			p.indent(depth + 1)
			p.buf.WriteString(l.Raw)
		}
	case *KeywordLine:
		p.buf.WriteString("keyword ")
		for i, k := range it.Keywords {
			if i > 0 {
				p.buf.WriteString(", ")
			}
			if it.IsReminded(i) {
				p.buf.WriteString(ReminderForm + "(")
				p.expr(k, depth)
				p.buf.WriteString(")")
				continue
			}
			p.expr(k, depth)
		}
	}
}

func (p *printer) ability(a *Ability, depth int) {
	p.buf.WriteString(a.Kind.String())
	if a.Word != nil {
		p.buf.WriteString(" " + a.Word.Name)
	}
	p.block(a.Sp, depth, func(d int) { p.clauses(a.Clauses, d) })
}

// clauses prints clause lines the way items prints items: every clause
// (a clause line, choose or mode) is an item too.
func (p *printer) clauses(cs []Clause, depth int) {
	items := make([]Item, len(cs))
	for i, c := range cs {
		items[i] = c.(Item)
	}
	p.items(items, depth)
}

func (p *printer) clause(c Clause, depth int) {
	p.indent(depth)
	switch c := c.(type) {
	case *Choose:
		p.buf.WriteString("choose " + c.Min.Text + " to " + c.Max.Text)
		if c.Unchosen {
			p.buf.WriteString(" unchosen")
		}
	case *Mode:
		p.buf.WriteString("mode")
		p.block(c.Sp, depth, func(d int) { p.clauses(c.Clauses, d) })
	case *ClauseLine:
		if c.Also {
			p.buf.WriteString("also")
		} else {
			p.buf.WriteString(c.Kind.String())
		}
		p.buf.WriteString(" ")
		for i, b := range c.Items {
			if i > 0 {
				p.buf.WriteString(", ")
			}
			p.expr(b.X, depth)
			if b.As != nil {
				p.buf.WriteString(" as " + b.As.Name)
			}
		}
	}
}

func manaText(m *ManaLit) string {
	var b strings.Builder
	for _, s := range m.Symbols {
		b.WriteString("{" + s.Text + "}")
	}
	return b.String()
}

// column returns the width of the current output line.
func (p *printer) column() int {
	s := p.buf.String()
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return len(s) - i - 1
	}
	return len(s)
}

func (p *printer) expr(e Expr, depth int) {
	switch e := e.(type) {
	case *Ident:
		p.buf.WriteString(e.Name)
	case *IntLit:
		p.buf.WriteString(e.Text)
	case *StringLit:
		p.buf.WriteString(e.Raw)
	case *PTLit:
		p.buf.WriteString(e.Power + "/" + e.Toughness)
	case *ManaLit:
		p.buf.WriteString(manaText(e))
	case *Paren:
		if e.Reminder {
			p.buf.WriteString(ReminderForm)
		}
		p.buf.WriteString("(")
		p.expr(e.X, depth)
		p.buf.WriteString(")")
	case *Phrase:
		p.words(e.Terms, depth)
	case *Or:
		p.words(e.Words(), depth)
	case *Ability:
		p.ability(e, depth)
	case *Call:
		p.call(e, depth)
	}
}

// words prints the terms of a phrase, a space apart.
func (p *printer) words(ws []Expr, depth int) {
	for i, w := range ws {
		if i > 0 {
			p.buf.WriteString(" ")
		}
		p.expr(w, depth)
	}
}

// call prints a call on one line when it fits, and otherwise one argument
// a line.
func (p *printer) call(c *Call, depth int) {
	flat := &printer{}
	flat.callFlat(c, depth)
	first, _, _ := strings.Cut(flat.buf.String(), "\n")
	if len(c.Args) < 2 || p.column()+len(first) <= maxWidth {
		p.callFlat(c, depth)
		return
	}
	p.buf.WriteString(c.Fn.Name + "(")
	for i, a := range c.Args {
		p.nl()
		p.indent(depth + 1)
		p.arg(a, depth+1)
		if i < len(c.Args)-1 {
			p.buf.WriteString(",")
		}
	}
	p.nl()
	p.indent(depth)
	p.buf.WriteString(")")
}

func (p *printer) callFlat(c *Call, depth int) {
	p.buf.WriteString(c.Fn.Name + "(")
	for i, a := range c.Args {
		if i > 0 {
			p.buf.WriteString(", ")
		}
		p.arg(a, depth)
	}
	p.buf.WriteString(")")
}

func (p *printer) arg(a *Arg, depth int) {
	if a.Name != nil {
		p.buf.WriteString(a.Name.Name + ": ")
	}
	p.expr(a.Value, depth)
}
