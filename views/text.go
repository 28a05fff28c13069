package views

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Text in the room a screen gives it: wrapped, fitted, cut, or said in
// its shorter forms.

// fit is parts, each given in its forms, the fullest first, set apart by
// sep, in the fullest forms whose line fits width columns: each part in turn, the first first,
// takes its shorter forms; and whether it fits. A part with no forms is
// left out.
func fit(sep string, width int, parts [][]string) (string, bool) {
	parts = slices.Clone(parts) // the caller's keep their forms
	for {
		var said []string
		for _, forms := range parts {
			if len(forms) > 0 {
				said = append(said, forms[0])
			}
		}
		line := joinParts(sep, said)
		if ansi.StringWidth(line) <= width {
			return line, true
		}
		i := slices.IndexFunc(parts, func(forms []string) bool { return len(forms) > 1 })
		if i < 0 {
			return line, false
		}
		parts[i] = parts[i][1:]
	}
}

// joinParts is parts but the empty ones, joined with sep.
func joinParts(sep string, parts []string) string {
	return strings.Join(slices.DeleteFunc(slices.Clone(parts), func(p string) bool { return p == "" }), sep)
}

// Sentence is a note as a sentence, where it came as an error's words: its
// first letter a capital and a stop at its end; an empty note stays empty.
func Sentence(note string) string {
	if note == "" {
		return ""
	}
	r, n := utf8.DecodeRuneInString(note)
	note = string(unicode.ToUpper(r)) + note[n:]
	if !strings.HasSuffix(note, ".") && !strings.HasSuffix(note, "?") && !strings.HasSuffix(note, "!") && !strings.HasSuffix(note, "…") {
		note += "."
	}
	return note
}

// Wrap breaks text into styled lines of at most width columns, between
// words (words joined by a no-break space wrap together, and show a space)
// and after a hyphen within a word, not one before a digit, and within a
// word too long for a line after a '/' where it has one (a path).
func Wrap(st style, text string, width int) []string {
	return wrapIn(st, text, width, 0, "")
}

// wrapStyled breaks a line drawn already, styles and all, into lines of at
// most width columns as ansi.Wrap does, but never after a '-' before a
// digit, as Wrap keeps it: a sign stays with its figure ("-39").
func wrapStyled(line string, width int) []string {
	held := beforeDigit.ReplaceAllString(line, string(heldSign)+"$1")
	return strings.Split(strings.ReplaceAll(ansi.Wrap(held, width, ""), string(heldSign), "-"), "\n")
}

// beforeDigit is a '-' before a digit, with the digit.
var beforeDigit = regexp.MustCompile(`-(\d)`)

// style is what a text is drawn with: a lipgloss.Style.
type style interface{ Render(...string) string }

// wrapIn wraps text as Wrap does into at most n lines (any number where n
// is 0), the last cut with … where more remain, keep (a question's
// " y/n") kept at its end.
func wrapIn(st style, text string, width, n int, keep string) []string {
	if !strings.HasSuffix(text, keep) {
		keep = ""
	}
	breaks := func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' }
	if text = strings.Join(strings.FieldsFunc(text, breaks), " "); text == "" {
		return nil
	}
	text = depthFigure.ReplaceAllString(text, "depth\u00a0$1") // "depth 9)" whole: "9)" alone on a line read as nothing
	// A question's answer with its last word, where both fit a line: alone
	// on a line it read as a stray.
	if q, ok := strings.CutSuffix(text, " y/n"); ok && shownWidth(q[strings.LastIndex(q, " ")+1:]+" y/n") <= width {
		text = q + "\u00a0y/n"
	}
	width = max(width, 1)
	var lines []string
	line, lineW := "", 0 // the line so far and its width, the sum of its words' and spaces'
	// Word by word: one that does not fit the line's end breaks there after
	// a hyphen where a piece fits, else begins the next line; one too long
	// for a line of its own breaks after its '/'s, and its last piece begins
	// the next line, which the words after it may share.
	for _, w := range strings.Split(heldSigns(text), " ") {
		wordW := shownWidth(w)
		if line != "" {
			joined := lineW + 1 + wordW
			last, _ := utf8.DecodeLastRuneInString(line)
			if first, _ := utf8.DecodeRuneInString(w); !standsAlone(last) || !standsAlone(first) {
				joined = shownWidth(line + " " + w)
			}
			if joined <= width {
				line, lineW = line+" "+w, joined
				continue
			}
			if head, tail, ok := breakWord(w, width-lineW-1, false); ok {
				line, w, wordW = line+" "+head, tail, shownWidth(tail)
			}
			lines, line = append(lines, line), ""
		}
		for wordW > width {
			head, tail, _ := breakWord(w, width, true)
			lines, w, wordW = append(lines, head), tail, shownWidth(tail)
		}
		line, lineW = w, wordW
	}
	lines = append(lines, line)
	for i, l := range lines {
		lines[i] = unheld(l)
	}
	if n > 0 {
		lines = CutLines(lines, n, width, keep)
	}
	for i, l := range lines {
		lines[i] = st.Render(l)
	}
	return lines
}

// standsAlone says whether r, beside a space, stays a character of its own: it
// is no mark or joiner, which the space would take into its character, so
// that the space's width adds to the line's and the word's. A character it
// does not know of says no, and the line is measured whole.
func standsAlone(r rune) bool {
	return r < 0x300 || r == heldSign || (r >= 0x2010 && r <= 0x2027) || (r >= 0x2190 && r <= 0x25ff)
}

// breakWord is word broken after its last hyphen (not a held sign) whose
// piece fits room columns, with something after it; a word too long for a
// line breaks, where none fits, after a '/' or at a no-break space, else
// within itself at room columns (a character at least), which only such a
// word does.
func breakWord(word string, room int, long bool) (head, tail string, ok bool) {
	rs := []rune(word)
	for i := len(rs) - 2; i >= 0; i-- {
		// After a word's letters and before no digit: a date or a range
		// ("20261129-201337", "3-5"), a range of cells or letters ("U1-U4",
		// "a-h") stays whole; nor before another hyphen: a double one stays
		// together.
		hyphen := rs[i] == '-' && i > 1 && unicode.IsLetter(rs[i-1]) && unicode.IsLetter(rs[i-2]) &&
			!unicode.IsDigit(rs[i+1]) && rs[i+1] != '-'
		slash := long && rs[i] == '/'
		if (hyphen || slash) && shownWidth(string(rs[:i+1])) <= room {
			return string(rs[:i+1]), string(rs[i+1:]), true
		}
		if long && rs[i] == '\u00a0' && i > 0 && shownWidth(string(rs[:i])) <= room {
			return string(rs[:i]), string(rs[i+1:]), true
		}
	}
	if !long {
		return "", word, false
	}
	head = ansi.Truncate(unheld(word), room, "")
	cut := max(utf8.RuneCountInString(head), 1)
	return string(rs[:cut]), string(rs[cut:]), true
}

// unheld is a piece of a text wrapped as it shows: its held signs hyphens
// again and its no-break spaces spaces.
func unheld(s string) string { return unholder.Replace(s) }

// unholder is unheld's replacer, built once, as building one for each
// piece is costly.
var unholder = strings.NewReplacer(string(heldSign), "-", "\u00a0", " ")

// shownWidth is the columns a piece of a text wrapped takes.
func shownWidth(s string) int { return ansi.StringWidth(unheld(s)) }

// heldSign stands in for a '-' that a text wrapped must not break after
// (breakWord breaks after a hyphen that follows a letter or a digit and
// comes before no digit): a hyphen in a path, which breaks after a '/'
// instead, in a file's name, in a flag, or in a name quoted; and in a
// line wrapped styled (wrapStyled), a '-' before a digit.
const heldSign = '\ue000'

// depthFigure is a search's depth and the figure after it, which a line
// keeps together.
var depthFigure = regexp.MustCompile(`\bdepth (\d)`)

// heldSigns puts heldSign for each '-' of a path, a file's name or a flag:
// a word with a '/' in it, a '.' before a letter ("reversi-20240101-120000.ggf"),
// or a '-' at its start, after any opening bracket ("(--no-color)");
// and for each '-' between quotes, of a name quoted ("Mass-Turning"), which
// broken would leave its opening quote at a line's end.
func heldSigns(text string) string {
	words := strings.Split(text, " ")
	for i, w := range words {
		if strings.Contains(w, "/") || named(w) || strings.HasPrefix(strings.TrimLeft(w, "([\"“"), "-") {
			words[i] = strings.ReplaceAll(w, "-", string(heldSign))
		}
	}
	return quotedHeld(strings.Join(words, " "))
}

// quotedHeld is text with heldSign for each '-' between a pair of quotes,
// straight ("…") or curly (“…”).
func quotedHeld(text string) string {
	var b strings.Builder
	quoted := false
	for _, r := range text {
		switch {
		case r == '"':
			quoted = !quoted
		case r == '“':
			quoted = true
		case r == '”':
			quoted = false
		case r == '-' && quoted:
			r = heldSign
		}
		b.WriteRune(r)
	}
	return b.String()
}

// named says whether a word is a file's name: a '.' in it comes before a
// letter, as before an extension.
func named(word string) bool {
	for i := 0; i+1 < len(word); i++ {
		if word[i] == '.' && unicode.IsLetter(rune(word[i+1])) {
			return true
		}
	}
	return false
}

// Fitting is the first of a message and its shorter forms that fits whole
// in n lines of width columns, else the shortest: a status line with no
// room for a message whole says its point.
func Fitting(st style, message string, shorter []string, width, n int) string {
	for _, m := range shorter {
		if len(Wrap(st, message, width)) <= n {
			break
		}
		message = m
	}
	return message
}

// CutLines is lines of width columns in at most n: where more remain, the
// last kept ends with … (one only, where it was cut already), cut after its
// last word that fits where it has no room for it, and keep (a question's
// " y/n") after it; none for n below one. The lines left out are not joined
// to it: where a long word broke across lines, a space would show within it.
func CutLines(lines []string, n, width int, keep string) []string {
	switch {
	case len(lines) <= n:
		return lines
	case n < 1:
		return nil
	}
	last := lines[n-1]
	if !strings.HasSuffix(ansi.Strip(last), "…") {
		last += "…"
	}
	return append(slices.Clone(lines[:n-1]), cutWords(last, max(width-ansi.StringWidth(keep), 1))+keep)
}

// cutEach is texts wrapped in width columns into at most n lines, each
// cut at its end with … where they have no room whole: the one with the
// most lines gives one up first, the later of equals, so that each keeps
// its first lines (a review's summary, its figures) rather than the last
// being left out, one line at least where n allows.
func cutEach(st style, texts []string, width, n int) []string {
	wrapped := make([][]string, len(texts))
	keep := make([]int, len(texts))
	total := 0
	for i, t := range texts {
		wrapped[i] = Wrap(st, t, width)
		keep[i] = len(wrapped[i])
		total += keep[i]
	}
	for ; total > n; total-- {
		most := 0
		for i := range keep {
			if keep[i] >= keep[most] {
				most = i
			}
		}
		if keep[most] <= 1 {
			break
		}
		keep[most]--
	}
	var lines []string
	for i, w := range wrapped {
		lines = append(lines, CutLines(w, keep[i], width, "")...)
	}
	return CutLines(lines, n, width, "")
}

// cutWords is s (styled or not) cut to width columns with …, after the
// last word that fits whole where one does, else within the word.
func cutWords(s string, width int) string {
	plain := ansi.Strip(s)
	if ansi.StringWidth(plain) <= width {
		return s
	}
	kept := ansi.Truncate(plain, width-1, "")
	if i := strings.LastIndex(kept, " "); i > 0 && !strings.HasSuffix(kept, " ") && !strings.HasPrefix(plain[len(kept):], " ") {
		kept = kept[:i]
	}
	return ansi.Truncate(s, ansi.StringWidth(strings.TrimRight(kept, " "))+1, "…")
}
