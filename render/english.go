package render

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// numberWords are the number words of rules text (CR 107.1).
var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// timesWords are the multipliers "twice", "three times".
var timesWords = map[int]string{1: "once", 2: "twice"}

// joinList joins "a and b", "a, b, and c".
func (r *Renderer) joinList(parts []string) string { return r.joinWith(parts, r.form("and")) }

// orList joins alternatives: "a or b", "a, b, or c".
func (r *Renderer) orList(parts []string) string { return r.joinWith(parts, r.form("or")) }

// joinWith joins parts with a conjunction, a serial comma before it when
// there are three or more.
func (r *Renderer) joinWith(parts []string, and string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " " + and + " " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", " + and + " " + parts[len(parts)-1]
}

func possessive(s string) string {
	if strings.HasSuffix(s, "s") {
		return s + "'"
	}
	return s + "'s"
}

// conjugate puts the first word of a verb phrase in the form its subject
// takes: "you tap", "a player taps", "spells cost"; and a verb of the same
// subject coordinated with it by "and" ("gets +1/+0 and gains haste", see
// coordinated).
func conjugate(vp string, subj phrase) string {
	if subj.you || subj.plural {
		return vp
	}
	vp = conjugateVerb(vp)
	if !strings.Contains(vp, " and ") {
		return vp
	}
	for _, v := range coordinated {
		if q := strings.IndexByte(vp, '"'); q >= 0 {
			// A quoted ability has its own subjects.
			vp = strings.ReplaceAll(vp[:q], " and "+v+" ", " and "+conjugateVerb(v)+" ") + vp[q:]
			continue
		}
		vp = strings.ReplaceAll(vp, " and "+v+" ", " and "+conjugateVerb(v)+" ")
	}
	return vp
}

// coordinated are the verbs a template coordinates with its first verb by
// "and", for the same subject: "Target creature gets +1/+0 and gains
// first strike until end of turn", "reveals their hand and discards …". Only these are conjugated after
// "and", so that a list of nouns ("first strike and haste") stays as it
// is.
var coordinated = []string{"discard", "gain", "get"}

// conjugateVerb puts the first word of a verb phrase in the third person
// singular.
func conjugateVerb(vp string) string {
	verb, rest, _ := strings.Cut(vp, " ")
	switch verb {
	case "can't", "can", "may", "must":
		// A modal verb doesn't change.
	case "don't":
		verb = "doesn't"
	case "have":
		verb = "has"
	case "be":
		verb = "is"
	case "aren't":
		verb = "isn't"
	case "do":
		verb = "does"
	default:
		switch {
		case strings.HasSuffix(verb, "s"), strings.HasSuffix(verb, "sh"), strings.HasSuffix(verb, "ch"),
			strings.HasSuffix(verb, "x"), strings.HasSuffix(verb, "z"), strings.HasSuffix(verb, "o"):
			verb += "es"
		case strings.HasSuffix(verb, "y") && len(verb) > 1 && !strings.ContainsRune("aeiou", rune(verb[len(verb)-2])):
			verb = verb[:len(verb)-1] + "ies"
		default:
			verb += "s"
		}
	}
	if rest == "" {
		return verb
	}
	return verb + " " + rest
}

func numberWord(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return strconv.Itoa(n)
}

func (r *Renderer) numberForm(n int, f string) string {
	if sym, ok := strings.CutPrefix(f, "symbols-"); ok {
		// A number said as that many of a symbol, form symbols-E:
		// "{E}{E}" (CR 107.14).
		return strings.Repeat("{"+sym+"}", n)
	}
	switch f {
	case "digits":
		return strconv.Itoa(n)
	case "a":
		if n == 1 {
			return "a"
		}
	case "top":
		// The top cards of a library: "the top card", "the top two cards".
		if n == 1 {
			return "top card"
		}
		return "top " + numberWord(n) + " cards"
	case "roman":
		// A chapter number (CR 714.2a): "I", "II", "III".
		return roman(n)
	case "symbols-W", "symbols-U", "symbols-B", "symbols-R", "symbols-G", "symbols-C":
		// A number of one mana symbol: "add {R}{R}" (firebending 2).
		return strings.Repeat("{"+strings.TrimPrefix(f, "symbols-")+"}", max(n, 0))
	case "times":
		if w := timesWords[n]; w != "" {
			return w
		}
		return subst(r.form("times"), map[string]string{"n": numberWord(n)})
	}
	return numberWord(n)
}

// pluralWord is the plural of an English noun.
func pluralWord(w string) string {
	switch {
	case w == "":
		return w
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "sh"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "z"):
		return w + "es"
	case strings.HasSuffix(w, "y") && len(w) > 1 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "f"):
		return w[:len(w)-1] + "ves"
	}
	return w + "s"
}

// capitalise makes the first letter upper case.
func capitalise(s string) string {
	for i, c := range s {
		if unicode.IsLetter(c) {
			return s[:i] + string(unicode.ToUpper(c)) + s[i+utf8.RuneLen(c):]
		}
		if c != '"' && c != '•' && c != ' ' && c != '(' {
			return s
		}
	}
	return s
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// fixArticles turns "a" into "an" before a vowel sound: "an instant", "an
// Illusion", "an additional {G}".
func fixArticles(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if (s[i] == 'a' || s[i] == 'A') && (i == 0 || !isWordByte(s[i-1])) && i+2 < len(s) && s[i+1] == ' ' && vowelSound(s[i+2:]) {
			b.WriteByte(s[i])
			b.WriteByte('n')
			i++
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '\'' || c == '-' || c == '/' || c >= 0x80
}

func vowelSound(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U':
		return true
	case '8':
		return true
	case 'X':
		// The letter X said alone ("an X/X token"), not a word beginning
		// with it.
		return len(s) == 1 || !(s[1] >= 'a' && s[1] <= 'z' || s[1] >= 'A' && s[1] <= 'Z')
	}
	return strings.HasPrefix(s, "11") || strings.HasPrefix(s, "18")
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// roman is a number in Roman numerals, as Saga chapters are numbered.
func roman(n int) string {
	if n <= 0 || n >= 40 {
		return strconv.Itoa(n)
	}
	var b strings.Builder
	for _, p := range []struct {
		v int
		s string
	}{{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}} {
		for ; n >= p.v; n -= p.v {
			b.WriteString(p.s)
		}
	}
	return b.String()
}
