package views

import (
	"strings"

	"charm.land/lipgloss/v2"

	"reversi/engine"
)

// rulesPart draws a part of the rules page in width columns.
type rulesPart func(s Styles, width int) string

// rulesSection is a section of the rules page: its heading and its parts,
// each followed by a blank line. A heading underlined (part) begins one of
// the page's three parts, the flat game, the sphere and reading the
// screen, and the sections under it.
type rulesSection struct {
	title string
	part  bool
	parts []rulesPart
}

// rulesPage is the rules page in short sections: first the few rules a
// newcomer needs, what a move turns, passing and the end, all on the first
// screen at 80x24; then a move shown before and after, and the keys to
// play. The sphere follows, its rules before its net; then, under a part
// of its own, how to read the figures and marks the screen shows, so that
// the rules read whole before any of the engine's terms.
var rulesPage = []rulesSection{
	{title: "Rules", part: true},
	{title: "How a move flips", parts: []rulesPart{
		rulesPara("Black ● and white ○ take turns putting a disc on an empty cell; black moves first. " +
			"A move must trap a line of the opponent's discs (one or more, along a row, a column or a diagonal) " +
			"between the new disc and another of the mover's. Every line so trapped, in every direction, " +
			"turns to the mover's colour. A move that would turn nothing is not allowed."),
	}},
	{title: "Passing", parts: []rulesPart{
		rulesPara("A player with no legal move passes, and the other plays again. A player who has a legal move must play one."),
	}},
	{title: "The end", parts: []rulesPart{
		rulesPara("The game ends when the board is full, when one side has no discs left, or when neither side can move. " +
			"More discs wins, and equal counts are a draw."),
		rulesNote("Empty cells count for no one, but the margin of a win counts them for the winner, " +
			"as Othello programs do: on 4×4, 15 to 0 with one cell empty wins by 16."),
		rulesNote("An illegal move is refused and you choose again; where the setup's \"Illegal move\" row says it forfeits " +
			"(the classic rule), an illegal move loses the game at once."),
	}},
	{title: "An example", parts: []rulesPart{flatMoveWords, flatMoveMarks, flatMove}},
	{title: "Keys to play", parts: []rulesPart{
		rulesTerms([][2]string{
			{"←↓↑→", "move the cursor (hjkl too); on the sphere, along the thick rings"},
			{"d3", "a cell's name, typed, moves the cursor there"},
			{"enter", "place a disc at the cursor (space too, or click a cell)"},
			{"!", "a hint: a best move and what it scores"},
			{"ctrl+z", "take a move back (ctrl+y plays it again)"},
			{"?", "every key"},
		}),
		rulesNote("Cells are named by column letter and row number (f5), as Othello players write them; " +
			"the setup's \"Cell names\" row can name them by row letter, then column letter instead (ef for f5), as the game log does."),
		rulesNote("What the evaluation and the other figures beside the board mean is under \"" + rulesReading + "\", after the sphere."),
	}},
	{title: rulesSphere, part: true, parts: []rulesPart{
		rulesPara("The sphere is the surface of a box: on the classic sphere, a cube with 2×2 cells on each of its six " +
			"faces, Up, Left, Front, Right, Back and Down, 24 cells in all. Its rules are a flat board's, but for the lines."),
	}},
	{title: "Rings", parts: []rulesPart{
		rulesPara("The lines are rings: circles right round the box, each a loop of 8 cells. Every cell lies on two rings, " +
			"and there are no diagonals. A ring has no end: it runs on from face to face and comes back round to where it began."),
	}},
	{title: "Flips along rings", parts: []rulesPart{
		rulesPara("A move turns the discs it traps along its two rings only, both ways round. As a ring has no end, one move " +
			"can trap discs on both sides of the same ring; a walk that comes all the way round to the new disc " +
			"traps nothing. Passing and the end are as on a flat board."),
	}},
	{title: "The net", parts: []rulesPart{
		rulesPara("The screen unfolds the cube into a net, on which each cell is a dot (·) where two rings cross, " +
			"not a box as on the flat board. Here black's move on U3, in [\u00a0], would turn the white disc on F1, " +
			"trapped along a ring against the black disc on F3:"),
		sphereMove,
	}},
	{title: "Reading the net", parts: []rulesPart{
		rulesPara("A ring that runs off one face goes on onto the next face, and where it runs off the net, an arrow marks " +
			"where it wraps round. The H rings run across L F R B and on from B back round to L: ◂ and ▸ are the two " +
			"ends of one ring. The V rings run down U F D and on up the back: off the foot of D a ring comes back in at ▾ under B, " +
			"runs up B, and at ▴ above B goes on at the top of U. Where the screen has room, ▴ over U and ▾ under D " +
			"mark those ends too. The S rings are squares round F."),
		rulesPara("In colour, each of the three directions has its own: a ring's colour says which way it runs round the box. " +
			"The two rings through the cursor are drawn thick."),
		rulesNote("Cells are named by face and number, in reading order as the net shows the face: F1 is the front's top left. " +
			"The net writes each name under its cell, just right of the ring drawn down through it."),
	}},
	{title: "Other boxes", parts: []rulesPart{
		rulesPara("Any other box, each side 1 to 4 and at most 64 cells, plays the same way with rings of other lengths, " +
			"but one whose front is a single cell (1×1×r), which has no room for the start."),
	}},
	{title: rulesReading, part: true},
	{title: "The evaluation", parts: []rulesPart{
		rulesPara("The evaluation, a hint's score and the move scores are each a final disc margin with best play: " +
			"how many discs a side should finish ahead (+) or behind (-) if both sides play their best from the position shown, " +
			"empty cells counted for the winner. They are not the count of discs now, which can turn round many times before the end: " +
			"where the two disagree, the evaluation says so (●\u00a0-18: ● Black ahead on discs now, not at the end)."),
		rulesPara("\"Evaluation: ● +4\" in the panel means black ● should finish 4 discs ahead; -4 means 4 behind; even means neither side is ahead, and draw, where exact, that best play draws. " +
			"The evaluation is always black's score, whoever plays; a hint's is yours where you play an AI, after your disc (○\u00a0+4 if you play white). Every figure is in whole discs."),
		rulesPara("On 8×8 the quick estimate shows a side all but wiped out as a bound, and says so beside it: " +
			"●\u00a0<\u00a0-60 means black should end with hardly a disc, white ○ with nearly all of them, " +
			"however many black has now; ●\u00a0>\u00a0+60 the other way round."),
	}},
	{title: "How a figure was found", parts: []rulesPart{
		rulesPara("The word in brackets says how the number was found:"),
		rulesTerms([][2]string{
			{"exact", "solved to the end, the true score"},
			{"proven", "the solver proved a bound, ≥\u00a0at\u00a0least or ≤\u00a0at\u00a0most"},
			{"opening book", "the book of openings"},
			{"depth\u00a012", "an estimate by a search 12 moves deep, both sides' moves counted (depth\u00a04: four moves), left out where the panel is narrow; deeper is surer"},
			{"learned, depth\u00a04", "(or handcrafted) a quick estimate the panel makes itself, the same at every AI level, shown until a deeper search has looked at the position"},
			{"solving", "an AI is solving the position, and this is its estimate meanwhile, by the search of the depth said"},
		}),
		rulesNote("Details: depth\u00a012 is the deepest search of the position the game has, the move scores', a hint's or an AI's, " +
			"one that ends with an even number of empty cells left before a deeper one (the two differ by a few discs); " +
			"it reads \"searched\" where that search did not say how deep it went. The quick estimate is learned on 8×8, handcrafted elsewhere."),
	}},
	{title: "Estimates on a sphere", parts: []rulesPart{
		rulesPara("Estimates are much rougher on a sphere than on a flat board: the evaluation's quick one (handcrafted, " +
			"depth\u00a04) and the move scores' (~) can be off by 30 discs and more, as on 1×3×4, whose start the scores " +
			"put at ~+3 for R5, which wins by 38. A review's marks on moves it only estimated are as rough. Trust the exact " +
			"scores, which a small box soon reaches."),
	}},
	{title: "Hints and move scores", parts: []rulesPart{
		rulesPara("A hint (!) puts the cursor on a best move and says what it scores for the side to move " +
			"(you, against an AI). Exact means the program searched to the end of the game; a depth means an estimate. " +
			"≥\u00a0means that search ran out of time: the move reaches at least that score, and another move may do better."),
		rulesPara("The scores (=) say the same of every legal move, for the side to move; they and the review score a move " +
			"for the side that plays it."),
		rulesPara("A\u00a0~\u00a0before a move's score (~+2) marks an estimate. " +
			"On boards over 64 cells, where the evaluation says there is none, an estimate says no figure: " +
			"the move scores rank the estimated moves instead (#1 the best), and a hint or a thinking AI names its move alone."),
		rulesPara("An AI thinking shows how far ahead it looks, both sides' moves counted, " +
			"and its best move so far with its score, " +
			"yours where you play it (best\u00a0so\u00a0far\u00a0d2\u00a0●\u00a0~-5: you, black, about 5 behind), " +
			"else the side's that thinks, whose glyph it carries."),
	}},
	{title: "Marks", parts: []rulesPart{
		rulesPara("On the board, (\u00a0) marks the last move. In the move list, a move in " + AheadMarks + " comes after the board shown: " +
			"taken back (ctrl+y plays it again, another move drops it), or, looking back at a game, still to come (→ goes on); --\u00a0is a pass."),
	}},
	{title: "A review", parts: []rulesPart{
		rulesPara("A review (a, once a game is over) compares every move with the best one. The move list marks the moves " +
			"that gave up discs: ?!\u00a0an\u00a0inaccuracy 1 to 3 discs, ?\u00a0a\u00a0mistake 4 to 7, ??\u00a0a\u00a0blunder " +
			"8 or more. The panel sums up each side: how often it played the best move, and how many moves cost how many discs " +
			"between them, by their marks. Each move counts against the best one, so a side that won can have given up discs too."),
		rulesNote("Details: where the scores are estimates, which may be off by three (on a sphere by far more: see above), the marks start later: 4 to 6, 7 to 10 and " +
			"11 or more (2 to 4, 5 to 8 and 9 or more on boards other than 8×8, whose estimates fall short of the discs). " +
			"A forced move, the only legal one, is no choice and is not counted."),
		rulesNote("The discs given up are a sum over moves, " +
			"which may pass the board's discs. The panel then counts the discs given up that no mark shows. " +
			"\"Losses too small to mark\": moves whose estimated loss is within the estimates' error, so they count as best. " +
			"\"Not traced to any move\": the final result shows the side lost more than its moves' estimates add up to, " +
			"and the rest is counted here, marked ~\u00a0where the score at the start was itself only an estimate."),
	}},
	{title: "The graph", parts: []rulesPart{
		rulesPara("The graph in the panel, where it has room, draws black's score after each move: high (█) where " +
			"black is ahead, low (▁) where white is, halfway (▄) where they are even. ^\u00a0marks the move shown and, after a review, ×\u00a0the " +
			"mistakes and blunders, ⊗\u00a0one of them shown."),
	}},
}

// rulesSphere and rulesReading head the parts of the rules page on the
// sphere and on the screen's figures and marks, after the flat rules.
const (
	rulesSphere  = "The sphere"
	rulesReading = "Reading the screen"
)

// Rules draws the rules page in width columns.
func Rules(s Styles, width int) string {
	page, _, _ := rules(s, width)
	return page
}

// RulesSphereLine is the line of the rules page in width columns where the
// sphere's part begins.
func RulesSphereLine(s Styles, width int) int {
	_, at, _ := rules(s, width)
	return at[rulesSphere]
}

// RulesPlaces is the line of the rules page in width columns that each
// heading and part begins on, in order, and last its count of lines: the
// same headings and parts at every width, so that a place read is found
// again at another.
func RulesPlaces(s Styles, width int) []int {
	_, _, places := rules(s, width)
	return places
}

// rules draws the rules page in width columns, and the line each
// section's heading stands on, and its places (RulesPlaces). A part's
// heading is underlined, and a blank line sets it apart from the one
// before.
func rules(s Styles, width int) (string, map[string]int, []int) {
	width = min(max(width, 20), 80)
	var lines []string
	var places []int
	at := map[string]int{}
	for _, sec := range rulesPage {
		if sec.part && len(lines) > 0 {
			lines = append(lines, "")
		}
		at[sec.title] = len(lines)
		places = append(places, len(lines))
		lines = append(lines, s.Title.Render(sec.title))
		if sec.part {
			lines = append(lines, s.Muted.Render(strings.Repeat("─", lipgloss.Width(sec.title))))
		}
		for _, part := range sec.parts {
			places = append(places, len(lines))
			lines = append(lines, strings.Split(part(s, width), "\n")...)
			lines = append(lines, "")
		}
	}
	page := strings.TrimSuffix(strings.Join(lines, "\n"), "\n")
	return page, at, append(places, strings.Count(page, "\n")+1)
}

// rulesPara is a paragraph of the rules, its arrow keys named as the
// glyphs name them.
func rulesPara(text string) rulesPart {
	return func(s Styles, width int) string { return rulesText(s.Text, s.Glyphs.KeyNames(text), width) }
}

// rulesNote is a note beside the rules, in muted text.
func rulesNote(text string) rulesPart {
	return func(s Styles, width int) string { return rulesText(s.Muted, s.Glyphs.KeyNames(text), width) }
}

// rulesText is text wrapped by Wrap, which keeps a flag or a minus with its
// word and words joined by a no-break space together, each line padded to
// width columns.
func rulesText(st style, text string, width int) string {
	return lipgloss.NewStyle().Width(width).Render(strings.Join(Wrap(st, text, width), "\n"))
}

// rulesTerms is a list of terms, each with its words: a term (a key, a
// word the panel shows) in bold, its words beside it in a column of their
// own, or under it, indented, where that column would be too narrow.
func rulesTerms(terms [][2]string) rulesPart {
	return func(s Styles, width int) string {
		termW := 0
		for _, t := range terms {
			termW = max(termW, lipgloss.Width(s.Glyphs.KeyNames(t[0])))
		}
		indent := termW + 2
		if width-indent < 24 {
			indent = 2
		}
		var lines []string
		for _, t := range terms {
			term := s.Glyphs.KeyNames(t[0])
			words := Wrap(s.Text, s.Glyphs.KeyNames(t[1]), width-indent)
			if indent == 2 {
				lines = append(lines, s.Title.Render(term))
			} else {
				lines = append(lines, s.Title.Render(term)+strings.Repeat(" ", indent-lipgloss.Width(term))+words[0])
				words = words[1:]
			}
			for _, w := range words {
				lines = append(lines, strings.Repeat(" ", indent)+w)
			}
		}
		return lipgloss.NewStyle().Width(width).Render(strings.Join(lines, "\n"))
	}
}

// flatMoveWords says what flatMove shows, in the rules' words.
func flatMoveWords(s Styles, width int) string {
	return rulesPara("Here black plays d3, the cell in [\u00a0], the cursor (each * is a legal move of black's): "+
		"the white disc on d4, caught between d3 and the black disc on d5, turns black.")(s, width)
}

// flatMoveMarks is the legend of flatMove's marks; the discs shaded on
// large cells where the board draws discs in blocks.
func flatMoveMarks(s Styles, width int) string {
	shaded := ""
	if s.DiscsInBlocks() {
		shaded = "; shaded ▒ on large cells"
	}
	return rulesNote("◎ marks a disc the move at the cursor would turn (◉ for a black disc"+shaded+"), "+
		"◐ a disc as it turns, and (\u00a0) the move just played.")(s, width)
}

// flatMove shows black playing d3 on 8×8: the move asked, the discs it
// would turn ringed, then the move played, side by side where width has
// room, else one above the other.
func flatMove(s Styles, width int) string {
	flat, _ := engine.Flat(8)
	before := flat.Start()
	d3, _ := engine.Standard.Parse(flat, "d3")
	after, flipped, _ := before.Play(engine.Move(d3))
	grid := ViewOf(flat, engine.Standard)
	ask := Board{Pos: before, Cursor: d3, Last: engine.Pass, ShowLegal: true}
	show := Board{Pos: after, Cursor: -1, Last: engine.Move(d3)}
	for _, c := range flipped {
		ask.Preview.Add(c)
		show.Flash.Add(c)
	}
	pair := lipgloss.JoinHorizontal(lipgloss.Top,
		grid.Render(s, ask, Layout{Compact: true}),
		"   ", lipgloss.NewStyle().PaddingTop(3).Render(s.Muted.Render("→")), "   ",
		grid.Render(s, show, Layout{Compact: true}))
	if lipgloss.Width(pair) > width {
		// Too narrow for the two side by side: one above the other.
		pair = lipgloss.JoinVertical(lipgloss.Left, grid.Render(s, ask, Layout{Compact: true}),
			s.Muted.Render("         ↓"), grid.Render(s, show, Layout{Compact: true}))
	}
	return pair
}

// sphereMove shows the classic sphere's net at its start, the cursor on
// U3 and the disc the move there would turn ringed.
func sphereMove(s Styles, _ int) string {
	sphere := engine.Sphere()
	net := ViewOf(sphere, engine.Standard)
	u3, _ := sphere.ParseCell("U3")
	example := Board{Pos: sphere.Start(), Cursor: u3, Last: engine.Pass, ShowLegal: true}
	_, turned, _ := example.Pos.Play(engine.Move(u3))
	for _, c := range turned {
		example.Preview.Add(c)
	}
	return net.Render(s, example, Layout{})
}
