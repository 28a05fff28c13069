package views

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
)

// The status: the panel in a few lines, where the board leaves no room
// beside it.

// StatusKeeps says whether the status drawn in height lines shows all it
// shows in more, but blank lines and the players named, the last move, the
// evaluation and the rule, which give way first, and the sides' summaries of a review (those with
// a brief form) but a line each, and the note after them: the keys to look
// back over the game want a line more than the summaries' last. What the
// overlays show beside a note takes a line of the note's, which then says
// it in short.
func StatusKeeps(p Panel, width, more, height int) bool {
	if more == height {
		return true // drawn alike: not drawn twice
	}
	p = withoutExtras(p)
	if p.Note != "" || len(p.said()) > 0 {
		p.Info = ""
	}
	if p.Summaries != nil {
		least := make([]string, len(p.Summaries)) // a line each, whatever it says
		for i := range least {
			least[i] = "·"
		}
		p.Review, p.Summaries, p.Note, p.NoteShorter = least, nil, "", nil
	}
	shown := func(height int) []string { return nonBlank(strings.Split(Status(Styles{}, p, width, height), "\n")) }
	return slices.Equal(shown(more), shown(height))
}

// withoutExtras is p without what the status says on lines free of the
// rest, and gives way first: the players named, the last move, the
// evaluation and the rule.
func withoutExtras(p Panel) Panel {
	p.Last, p.Evaluation, p.EvaluationBrief, p.Named, p.Rule = engine.Pass, "", nil, false, ""
	return p
}

// Status is the panel in height lines (two, but one where the screen has
// no more: statusLine) of width columns,
// for a screen with no room for the panel: the discs, the clocks and whose
// move it is (or the end); under them what an AI thinking has found so far
// where the rest leaves a line, and what matters most now, wrapped into the
// lines left (after the end, its result, then what a review says and the
// last note where there is room); on the lines still free, the players a
// file or the log names and, before the end, the last move, the running
// evaluation and the game's unexpected rule (Rule). The discs, the clocks and the turn never give way to a
// message; what does not fit the width is cut. The key to every key
// (Keys) ends the last line where it has room, the messages but a note
// answering the last key said in their shorter forms for it where those
// are not cut; a note said before it, with no form that leaves them room,
// gives way to them.
func Status(s Styles, p Panel, width, height int) string {
	said := keyedStatus(s, p, width, height)
	if p.Keys != "" && p.NoteBefore && !strings.HasSuffix(ansi.Strip(said), ansi.Strip(p.Keys)) {
		p.Note, p.NoteShorter, p.NoteBefore = "", nil, false
		return keyedStatus(s, p, width, height)
	}
	return said
}

// keyedStatus is Status, the note said in one of its forms whether or not
// it leaves the keys room.
func keyedStatus(s Styles, p Panel, width, height int) string {
	if height == 1 {
		return statusLine(s, p, width)
	}
	keys := p.Keys
	p.Keys = ""
	lines := statusLines(s, p, width, height)
	last := len(lines) - 1
	if kw := ansi.StringWidth(keys) + 2; keys != "" && (p.Note == "" || p.Note == p.Task || p.NoteBefore) && ansi.StringWidth(lines[last])+kw > width {
		// The messages in the room the keys leave, in their shorter forms,
		// where that cuts none that the whole width does not; not a note
		// that answers the last key, whose words count more, the keys back
		// with the next key. The last move, the evaluation and the rule, which
		// give way first, are cut for the keys.
		messages := func(width int) int { return cut(statusLines(s, withoutExtras(p), width, height)[1:]) }
		if narrow := statusLines(s, p, width-kw, height); len(narrow) == len(lines) && messages(width-kw) <= messages(width) {
			lines = append(lines[:1], narrow[1:]...)
		}
	}
	lines[last] = endedWith(lines[last], keys, width)
	return strings.Join(lines, "\n")
}

// cut counts the lines cut short with ….
func cut(lines []string) int {
	n := 0
	for _, l := range lines {
		if strings.HasSuffix(ansi.Strip(l), "…") {
			n++
		}
	}
	return n
}

// statusLines is Status's lines, at least two, without the key to every
// key.
func statusLines(s Styles, p Panel, width, height int) []string {
	lines := []string{statusHead(s, p, width)}
	room := max(height, 2) - 1
	switch {
	case p.Question != "":
		// Cut, a question keeps what answers it.
		lines = append(lines, wrapIn(s.Bad, p.asked(Fitting(s.Bad, p.Question, p.Shorter, width, room)), width, room, " y/n")...)
	case p.Outcome.Over():
		// A puzzle's verdict, which gives the score of its line, and what
		// a key just did go before the result where only one of them has
		// room.
		if !p.Perfect && !p.Told || p.Note == "" || room > 1 {
			// Where it has no room for the person's side, the result alone.
			v := p.Pos.Variant()
			lines = append(lines, s.Good.Render(Fitting(s.Good, result(p.Outcome, v, p.You), []string{result(p.Outcome, v, engine.Empty)}, width, 1)))
			room--
		}
		lines = append(lines, reviewAndNote(s, p, width, room)...)
	case p.Prompt != "" && p.Note != "" && room == 1:
		// Why the name entered was refused goes after it where no line is
		// left under it, in short: the prompt stays open for the name.
		prompt := strings.TrimRight(p.Prompt, " ") // the input's padding, which would leave the note no room
		lines = append(lines, prompt+" "+noteIn(s, p, width-ansi.StringWidth(prompt)-1, 1)[0])
	case p.Prompt != "":
		// Why the name entered was refused goes under it where a line is left.
		lines = append(lines, p.Prompt)
		if p.Note != "" {
			lines = append(lines, noteIn(s, p, width, room-1)...)
		}
	case p.Typed != "":
		lines = append(lines, typing(s, p, width))
	case p.Note != "" || len(p.said()) > 0:
		// What the overlays show (or that they have no room) keeps the
		// last line where there are two: it answers the key just pressed
		// (= while looking back), and the note has shorter forms.
		n := room
		if p.Info != "" && room > 1 {
			n--
		}
		lines = append(lines, reviewAndNote(s, p, width, n)...)
		if n < room {
			lines = append(lines, infoIn(s, p.Info, width, 1)...)
		}
	case p.Info != "":
		lines = append(lines, infoIn(s, p.Info, width, room)...)
	}
	// What the AI has found so far goes under its line where the messages
	// leave a line, as it gives way to them in the panel.
	at := 1
	if t := thought(s, p.Thought, width); p.Thinking && len(lines) <= room && ansi.StringWidth(t) > 0 {
		lines = slices.Insert(lines, 1, t)
		at++
	}
	// The players a file or the log names, the last move, the evaluation
	// and the rule go above the messages, as in the panel, where lines are
	// free: they are the first to give way, the players last.
	extra := playedAndEvaluation(s, p, width)
	if p.Rule != "" && !p.Outcome.Over() {
		extra = append(extra, s.Warn.Render(p.Rule))
	}
	if p.Named {
		extra = slices.Insert(extra, 0, s.Text.Render(fmt.Sprintf("%s %s vs %s %s", Glyph(engine.Black), p.Black, Glyph(engine.White), p.White)))
	}
	lines = slices.Insert(lines, at, extra[:min(max(max(height, 2)-len(lines), 0), len(extra))]...)
	if len(lines) == 1 {
		lines = append(lines, "") // two lines always, as the screens count them
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, width, "…")
	}
	return lines
}

// endedWith is line with keys at the right edge of width columns, two
// blanks at least between them; line alone where they have no room.
func endedWith(line, keys string, width int) string {
	pad := width - ansi.StringWidth(line) - ansi.StringWidth(keys)
	if keys == "" || pad < 2 {
		return line
	}
	return line + strings.Repeat(" ", pad) + keys
}

// sameWords says whether lines a and b say the same words, whatever the
// blanks and styles between them.
func sameWords(a, b string) bool {
	return slices.Equal(strings.Fields(ansi.Strip(a)), strings.Fields(ansi.Strip(b)))
}

// statusLine is the status on one line, where a screen has no more (a
// sphere's net a line short of two): the head, and beside it, for want of
// a second line, what that would say but the last move, the evaluation
// and the rule, in the room the head leaves without the cursor's name;
// where that room is too narrow, what the second line says in the head's
// place, as it answers the key just pressed. The key to every key (Keys)
// ends the line where the rest keeps its words in the room it leaves (the
// head but the cursor's name, which gives way to it), or the second
// line's words in a shorter form, not cut.
func statusLine(s Styles, p Panel, width int) string {
	keys := p.Keys
	p = withoutExtras(p)
	p.Keys = ""
	kw := 0
	if keys != "" {
		kw = ansi.StringWidth(keys) + 2
	}
	second := func(width int) string {
		l := strings.Split(Status(s, p, width, 2), "\n")[1]
		if strings.TrimSpace(ansi.Strip(l)) == "" {
			return ""
		}
		return l
	}
	// shorter is said in width-kw columns, with keys, where it loses no
	// words to a cut that said in width does not.
	shorter := func(said func(int) string, width int) string {
		whole := said(width)
		if keys == "" || width-kw < minBeside {
			return whole
		}
		short := said(width - kw)
		if strings.HasSuffix(ansi.Strip(short), "…") && !strings.HasSuffix(ansi.Strip(whole), "…") {
			return whole
		}
		return endedWith(short, keys, width)
	}
	bare := p
	bare.Cursor = ""
	whole := second(width)
	if whole == "" {
		// The keys outrank the cursor's name, which the board shows: the
		// head in the room they leave, where it keeps its other words, the
		// name two after whose move it is, not at the edge of that room.
		if head := statusHead(s, bare, width-kw); keys != "" && sameWords(head, statusHead(s, bare, width)) {
			if statusHead(s, p, width-kw) != head { // the cursor named
				if name := cursorName(ansi.Strip(head), p.Cursor, p.CursorFlips, width-kw, 2); name != "" {
					head += s.Text.Render("  " + name)
				}
			}
			return endedWith(head, keys, width)
		}
		return endedWith(statusHead(s, p, width), keys, width)
	}
	head := statusHead(s, bare, width)
	if room := width - ansi.StringWidth(head) - 2; room >= minBeside {
		if room-kw >= minBeside {
			return head + "  " + shorter(second, room)
		}
		return endedWith(head+"  "+second(room), keys, width)
	}
	return shorter(second, width)
}

// minBeside is the fewest columns the second line's words take beside the
// status's head on one line.
const minBeside = 24

// statusHead is the status's first line: the discs and the clocks, then
// the end, an AI thinking, or whose move it is, each as the panel says it
// (thinking, toMove) in the room left.
func statusHead(s Styles, p Panel, width int) string {
	head := statusSides(s, p, false)
	if ansi.StringWidth(head)+10 > width {
		head = statusSides(s, p, true)
	}
	room := width - ansi.StringWidth(head)
	switch {
	case p.Outcome.Over():
		return head + s.Good.Render(overIn(p, room))
	case p.Thinking:
		return head + thinking(s, p, room)
	}
	return head + s.Text.Render(toMove(p, room))
}

// reviewAndNote is what a review says (of the game, or of the move looked
// back at), in brief where it has one and the lines have no room for it
// whole with the note, each summary cut at its end where they have no room
// for it (cutEach), or on one line with a line for fewer than all, each
// side's share of best moves (shares); then the note, where lines are
// left, in the first of its forms that fits them, wrapped into at most
// room lines in all: a summary whole ends in no … for a note left out.
func reviewAndNote(s Styles, p Panel, width, room int) []string {
	said, left := p.said(), room
	if p.Note != "" {
		left-- // a line at least for the note
	}
	if len(wrapAll(s.Text, said, width)) > left && p.Summaries != nil {
		said = p.named() // no legend of the marks beside it
	}
	lines := cutSummaries(s.Text, said, width, room)
	if p.Summaries != nil && room < len(p.Summaries) {
		lines = []string{s.Text.Render(shares(s.Glyphs.Sep(), p.Summaries, width))} // both sides on the one line
	}
	if p.Note != "" && len(lines) < room {
		lines = append(lines, noteIn(s, p, width, room-len(lines))...)
	}
	return lines
}

// noteIn is p's note wrapped into at most n lines, in the first of its
// shorter forms whole in them where it is not, the last cut with … where
// more remain.
func noteIn(s Styles, p Panel, width, n int) []string {
	return wrapIn(s.Warn, Note(s.Warn, p.Note, p.NoteShorter, width, n), width, n, "")
}

// infoIn is the status's info (what the overlays show, the pace) in n
// lines of width columns, any number where n is 0, its first letter a
// capital: where it has no room whole, its last parts, "; " between them,
// give way whole, so that none is cut mid-phrase ("legal moves…" of "legal
// moves unmarked").
func infoIn(s Styles, info string, width, n int) []string {
	parts := strings.Split(info, "; ")
	r, size := utf8.DecodeRuneInString(parts[0])
	parts[0] = string(unicode.ToUpper(r)) + parts[0][size:]
	for k := len(parts); k > 1; k-- {
		if lines := infoLines(parts[:k], width); n == 0 || len(lines) <= n {
			for i, l := range lines {
				lines[i] = s.Muted.Render(l)
			}
			return lines
		}
	}
	return wrapIn(s.Muted, parts[0], width, n, "")
}

// infoLines are parts, "; " between them, in lines of width columns, a
// line breaking between two parts rather than inside one where the part
// after fits a line of its own: "(*" / "marks them)" and "; # counts" /
// "flips" broke a phrase.
func infoLines(parts []string, width int) []string {
	var lines []string
	line := ""
	for i, part := range parts {
		if i < len(parts)-1 {
			part += ";"
		}
		switch {
		case line == "":
			line = part
		case shownWidth(line+" "+part) <= width:
			line += " " + part
		case shownWidth(part) <= width:
			lines, line = append(lines, Wrap(bare{}, line, width)...), part
		default:
			line += " " + part
		}
	}
	return append(lines, Wrap(bare{}, line, width)...)
}

// bare draws text as it is.
type bare struct{}

func (bare) Render(s ...string) string { return strings.Join(s, " ") }

// Note is a note as every screen says it (a name refused, a paste): a
// sentence, in the first of its shorter forms whole in n lines of width
// columns.
func Note(st style, note string, shorter []string, width, n int) string {
	return Sentence(Fitting(st, Sentence(note), shorter, width, n))
}

// playedAndEvaluation are the status's lines of the last move ("○ White
// played f5, 2 flipped") and of the running evaluation, before the end,
// whose result says what the evaluation would, on a line of width columns;
// with what it says against the count of discs now, where that fits.
func playedAndEvaluation(s Styles, p Panel, width int) []string {
	if p.Outcome.Over() {
		return nil
	}
	var lines []string
	if p.Last != engine.Pass {
		lines = append(lines, s.Muted.Render(lastPlayed(p)))
	}
	if p.Evaluation != "" {
		line := p.evaluationIn(s.Muted, width) // cut to the width where nothing more fits, as every line of the status
		if p.AgainstDiscs != "" {
			for _, form := range againstForms(p.AgainstDiscs) {
				if said := line + ": " + form; ansi.StringWidth(said) <= width {
					line = said
					break
				}
			}
		}
		lines = append(lines, s.Muted.Render(line))
	}
	return lines
}

// lastPlayed says the last move, in the panel and the status alike: "○ White
// played f5, 2 flipped".
func lastPlayed(p Panel) string {
	// Only passes come after the last move: its disc is still its mover's.
	mover := p.Pos.At(int(p.Last))
	return fmt.Sprintf("%s played %s, %d flipped", Side(mover), p.Names.Name(p.Pos.Variant(), int(p.Last)), p.Flipped)
}

// statusSides is each side's discs, and its time left where it plays on
// the clock, as the status line heads with them: "● 12 4:05  ○ 9  ", or
// tight, "●12 4:05 ○9 ".
func statusSides(s Styles, p Panel, tight bool) string {
	format, gap := "%s %d", "  "
	if tight {
		format, gap = "%s%d", " "
	}
	var b strings.Builder
	for i, c := range []engine.Color{engine.Black, engine.White} {
		b.WriteString(s.Text.Render(fmt.Sprintf(format, Glyph(c), p.Pos.Count(c))))
		if i < len(p.Clocks) && p.Clocks[i] >= 0 {
			b.WriteString(s.Warn.Render(" " + clockText(p.Clocks[i])))
		}
		b.WriteString(s.Text.Render(gap))
	}
	return b.String()
}

// refutationKeys says, in room columns if it can, what the keys do while
// a puzzle's wrong answer stands with its refutation: line shows the
// answer (plays its winning line), retry ("" for none: no tries left)
// takes the wrong one back for another try: said in the side to move's
// place only where the key line has no room for them. The answer is named
// as the key line names it ("show answer"), "answer" alone only after a
// colon, where it would read as answering again; the first form that fits.
func refutationKeys(retry, line string, room int) string {
	forms := []string{line + " shows the answer", line + ": answer"}
	if retry != "" {
		forms = []string{retry + " try again, " + line + " show answer", retry + " again, " + line + " show answer", retry + " again, " + line + ": answer"}
	}
	for _, f := range forms[:len(forms)-1] {
		if ansi.StringWidth(f) <= room {
			return f
		}
	}
	return forms[len(forms)-1]
}

// typing shows a cell name being typed, in the panel or the status line
// width wide, with what its first letter does elsewhere where that fits.
func typing(s Styles, p Panel, width int) string {
	typed := "go to: " + p.Typed + "_"
	if aside := " (" + p.TypedAside + ")"; p.TypedAside != "" && ansi.StringWidth(typed+aside) <= width {
		return s.Selected.Render(typed) + s.Muted.Render(aside)
	}
	return s.Selected.Render(typed)
}
