// Package puzzle makes endgame puzzles: positions from games the program
// plays where exactly one move wins, or keeps the best score, proven by the
// exact solver.
package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// Puzzle is an endgame position where exactly one move wins (or, asked
// for, exactly one keeps the best score), proven by the exact solver.
type Puzzle struct {
	Position engine.Position
	Move     engine.Move       // the one move
	Score    int               // its exact score for the side to move
	Moves    []solve.MoveScore // every legal move's exact score, best first
	Line     []engine.Move     // perfect play from the position, starting with Move
	Theme    string            // what the puzzle is about, in a sentence; "" where it cannot be named
}

// Note is what the puzzle teaches once its move is found: its theme, or
// where it has none, how far the next best move falls short, from the
// scores the solve gave every move ("Every other move loses, the next
// best, h6, by 6."); name names a move.
func (p Puzzle) Note(name func(engine.Move) string) string {
	if p.Theme != "" {
		return p.Theme
	}
	return margin(p, name)
}

// MaxEmpties is the most empty cells a puzzle has: each is solved
// exactly, every move, many times over.
const MaxEmpties = 14

// DefaultEmpties is the empty squares of a board's puzzles unless asked
// otherwise: six, as the classic exercises have, fewer on the smallest
// spheres, two moves in at least (after one move the 2×1×1 box has no
// puzzle).
func DefaultEmpties(v engine.Variant) int { return min(6, v.Cells()-6) }

// Options say which puzzles to make.
type Options struct {
	Empties int  // empty cells of the position
	Best    bool // exactly one move keeps the best score, rather than exactly one wins
}

// EmptiesRange is the fewest and most empty cells a puzzle on v may have:
// 4 to MaxEmpties, and at most v's cells less five.
func EmptiesRange(v engine.Variant) (least, most int) { return 4, min(MaxEmpties, v.Cells()-5) }

// Check says why puzzles of opt cannot be made on v, if they cannot.
func (opt Options) Check(v engine.Variant) error {
	if least, most := EmptiesRange(v); opt.Empties < least || opt.Empties > most {
		return fmt.Errorf("puzzles of %d empty cells: want %d to %d on %s", opt.Empties, least, most, v)
	}
	return nil
}

// puzzleGames bounds the games New plays: some boards have no puzzle
// at some counts of empty cells (the 2×1×1 box after its first move), and
// where puzzles are, far fewer games find one (docs/engine.md, *Puzzles*).
const puzzleGames = 1000

// ErrNoneNew means the games found no puzzle but those already seen.
var ErrNoneNew = errors.New("no new puzzle")

// Seen is a set of puzzles' positions, each standing for its images under
// the board's symmetries too, which pose the same puzzle turned.
type Seen map[string]struct{}

// Add puts pos in the set.
func (s Seen) Add(pos engine.Position) { s[seenKey(pos)] = struct{}{} }

// Has says whether pos, or an image of it, is in the set.
func (s Seen) Has(pos engine.Position) bool {
	_, ok := s[seenKey(pos)]
	return ok
}

// seenKey names pos and its images alike: its board, and the least of
// its images' position strings.
func seenKey(pos engine.Position) string {
	v := pos.Variant()
	cells := []byte(pos.String())
	least := string(cells)
	for _, sym := range v.Symmetries()[1:] {
		image := slices.Clone(cells)
		for c, to := range sym {
			image[to] = cells[c]
		}
		least = min(least, string(image))
	}
	return v.String() + " " + least
}

// New makes the puzzle of seed on v, other than those seen holds (nil:
// any): it plays games from the start (minimax at depth 2 with some random
// moves, drawn from seed) to Empties empty cells, until one reaches a
// position with at least two moves where exactly one wins (or keeps the
// best score), or puzzleGames have found none, an error that is
// ErrNoneNew where they found only puzzles seen.
func New(ctx context.Context, v engine.Variant, opt Options, seed uint64, seen Seen) (Puzzle, error) {
	if err := opt.Check(v); err != nil {
		return Puzzle{}, err
	}
	g := games{rng: rand.New(rand.NewPCG(seed, 0x9022))}
	repeats := 0
	for range puzzleGames {
		if ctx.Err() != nil {
			return Puzzle{}, ctx.Err()
		}
		pos, err := g.next(ctx, v, opt.Empties)
		if err != nil {
			return Puzzle{}, err
		}
		if pos.Empties() != opt.Empties || len(pos.LegalMoves()) < 2 {
			continue
		}
		if seen.Has(pos) {
			repeats++
			continue
		}
		sol, err := solve.Solve(ctx, pos, solve.SolveOptions{All: true, Threads: 1})
		if err != nil {
			return Puzzle{}, err
		}
		if !unique(sol.Moves, opt.Best) {
			continue
		}
		p := Puzzle{Position: pos, Move: sol.Move, Score: sol.Score, Moves: sol.Moves, Line: sol.Line}
		p.Theme = theme(p)
		return p, nil
	}
	what := "one winning move"
	if opt.Best {
		what = "one best move"
	}
	if repeats > 0 {
		return Puzzle{}, fmt.Errorf("%w of %d empty cells with %s came up in %d games on %s", ErrNoneNew, opt.Empties, what, puzzleGames, v)
	}
	return Puzzle{}, fmt.Errorf("no position of %d empty cells with %s came up in %d games on %s: try another count", opt.Empties, what, puzzleGames, v)
}

// earlyEmpties are the empty cells above which a puzzle's game plays
// greedy moves: 8×8 starts with 60.
const earlyEmpties = 60

// On boards of more than 64 cells most games reach no puzzle, so they
// branch, branchGames from each game played to branchEmpties more empty
// cells than the puzzle's, their random moves setting them apart, rather
// than each playing from the start (docs/engine-notes.md has the times).
const (
	branchEmpties = 10
	branchGames   = 16
)

// games plays the games New draws its positions from.
type games struct {
	rng    *rand.Rand
	from   engine.Position // where the games branch on a large board; unset before the first
	played int             // the games played from it
}

// next plays a game on v to empties empty cells, or to its end: from the
// start on boards of 64 cells or fewer, else from the branch point, a
// new one played every branchGames games.
func (g *games) next(ctx context.Context, v engine.Variant, empties int) (engine.Position, error) {
	if v.Cells() <= 64 {
		return playTo(ctx, v.Start(), empties, g.rng)
	}
	if g.played%branchGames == 0 {
		from, err := playTo(ctx, v.Start(), empties+branchEmpties, g.rng)
		if err != nil {
			return from, err
		}
		g.from = from
	}
	g.played++
	return playTo(ctx, g.from, empties, g.rng)
}

// playTo plays from pos until it has empties empty cells or the game ends.
func playTo(ctx context.Context, pos engine.Position, empties int, rng *rand.Rand) (engine.Position, error) {
	// Two plies deep on the boards of 64 cells or fewer; on larger ones,
	// whose positions are slower to evaluate, one ply; far from the end the
	// greedy move, on every board.
	var player search.Player = search.Minimax{Depth: 2, SolveAt: 1, Threads: 1}
	if pos.Variant().Cells() > 64 {
		player = search.Minimax{Depth: 1, SolveAt: 1, Threads: 1}
	}
	var early search.Player = search.Greedy{}
	for pos.Empties() > empties && !pos.Outcome().Over() {
		legal := pos.LegalMoves()
		m := engine.Pass
		switch {
		case len(legal) == 0:
		case rng.IntN(10) < 3:
			m = legal[rng.IntN(len(legal))]
		default:
			p := player
			if pos.Empties() > earlyEmpties {
				p = early
			}
			c, err := p.Choose(ctx, pos, nil)
			if err != nil {
				return pos, err
			}
			m = c.Move
		}
		next, _, err := pos.Play(m)
		if err != nil {
			return pos, err
		}
		pos = next
	}
	return pos, nil
}

// unique says whether exactly one of the moves, best first, wins (or,
// with best, scores the best).
func unique(moves []solve.MoveScore, best bool) bool {
	if len(moves) < 2 {
		return false
	}
	if best {
		return moves[0].Score > moves[1].Score
	}
	return moves[0].Score > 0 && moves[1].Score <= 0
}

// theme names what a puzzle is about where it can, the fact that teaches
// most first: a line that wipes the opponent out, a pass the move forces
// at once, a corner, an odd region on a flat board (said as an empty area
// of an odd number of cells, the word parity only in brackets); and only
// where the move itself has none of these, a pass later in its line, which
// says least of the move to find.
func theme(p Puzzle) string {
	mover := p.Position.Turn()
	line := "winning line"
	if p.Score <= 0 { // a puzzle of the best move (Options.Best) may not win
		line = "best line"
	}
	end, passes := p.Position, false
	for _, m := range p.Line {
		passes = passes || m == engine.Pass && end.Turn() != mover
		end, _, _ = end.Play(m)
	}
	if end.Count(mover.Opponent()) == 0 {
		return fmt.Sprintf("The %s wipes out every disc of the opponent's.", line)
	}
	if about := moveTheme(p); about != "" {
		return about
	}
	if passes {
		return fmt.Sprintf("On the %s the opponent later has no move and must pass: you play twice running.", line)
	}
	return ""
}

// moveTheme names what the puzzle's move itself does where it can: leave
// the opponent no move, take a corner, or go into an odd region.
func moveTheme(p Puzzle) string {
	next, _, _ := p.Position.Play(p.Move)
	if next.MustPass() {
		return "The move leaves the opponent without a move: they must pass, and you play again."
	}
	v := p.Position.Variant()
	if v.IsSphere() {
		return ""
	}
	n := v.Size()
	row, col := int(p.Move)/n, int(p.Move)%n
	if (row == 0 || row == n-1) && (col == 0 || col == n-1) {
		return "A corner: once taken, it can never be flipped."
	}
	switch size := regionSize(p.Position, int(p.Move)); {
	case size == 1:
		return "The move fills a lone empty cell: you then keep the last move in each other empty area, and the last move's flips stay (parity)."
	case size%2 == 1:
		return fmt.Sprintf("The move goes into an empty area of %d cells, an odd number, so that its last move, whose flips stay, is yours (parity).", size)
	}
	return ""
}

// margin says what the next best of the puzzle's moves (all of them,
// where several tie) scores: whether it wins by less, draws or loses, and
// whether every move but the puzzle's loses.
func margin(p Puzzle, name func(engine.Move) string) string {
	if len(p.Moves) < 2 {
		return ""
	}
	next := p.Moves[1].Score
	var names []string
	for _, ms := range p.Moves[1:] {
		if ms.Score == next {
			names = append(names, name(ms.Move))
		}
	}
	verb := func(one, many string) string {
		if len(names) > 1 {
			return many
		}
		return one
	}
	does := verb("draws", "draw")
	if next > 0 {
		does = fmt.Sprintf("%s by only %d", verb("wins", "win"), next)
	} else if next < 0 {
		does = fmt.Sprintf("%s by %d", verb("loses", "lose"), -next)
	}
	named := and(names)
	switch {
	case len(p.Moves) == 2:
		return fmt.Sprintf("The only other move, %s, %s.", named, does)
	case next < 0 && p.Score > 0:
		return fmt.Sprintf("Every other move loses, the next best, %s, by %d.", named, -next)
	}
	return fmt.Sprintf("The next best %s, %s, %s.", verb("move", "moves"), named, does)
}

// and lists words as a sentence does: "g2", "g2 and g3", "a8, g2 and g3".
func and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// regionSize counts the empty cells of a flat board connected to cell,
// through neighbours in any of the eight directions.
func regionSize(pos engine.Position, cell int) int {
	n := pos.Variant().Size()
	seen := map[int]bool{cell: true}
	todo := []int{cell}
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				r, k := c/n+dr, c%n+dc
				if r < 0 || r >= n || k < 0 || k >= n {
					continue
				}
				if d := r*n + k; !seen[d] && pos.At(d) == engine.Empty {
					seen[d] = true
					todo = append(todo, d)
				}
			}
		}
	}
	return len(seen)
}

// OBF writes the puzzle as a line of the Othello Board Format: the
// position string, then every move with its exact score, the one move
// first ("G8:+18"), flat boards naming cells in the standard way.
func (p Puzzle) OBF() string {
	v := p.Position.Variant()
	var b strings.Builder
	b.WriteString(p.Position.String())
	for _, ms := range p.Moves {
		fmt.Fprintf(&b, "; %s:%+d", strings.ToUpper(engine.Standard.Name(v, int(ms.Move))), ms.Score)
	}
	b.WriteString(";")
	return b.String()
}
