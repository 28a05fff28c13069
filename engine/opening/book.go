package opening

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"sync"

	"reversi/engine"
)

// The book: 8×8 positions from the start, each with the scores of its
// moves in discs for the side to move: a move to a position the book has
// scores minus that position's best, a move to one it lacks as a deep
// search of the program's own found it. A position and its three symmetric
// forms are one entry.
//
// Its file is the header, which may give the depth of the searches that
// scored it, then the entries sorted by key, each the key (8
// bytes, little-endian), the number of moves (1 byte) and each move's cell
// in the entry's form and its score (1 byte each, the score signed).

//go:embed book.bin
var bookFile []byte

// bookHeader begins a book file: the words, then the format's version;
// bookDepthHeader one that gives its depth after it, "reversi book 2 depth 8".
const (
	bookWords       = "reversi book "
	bookHeader      = bookWords + "1\n"
	bookDepthHeader = bookWords + "2 depth "
)

// Scored is a move and its score in discs for the side to move.
type Scored struct {
	Move  engine.Move
	Score int
}

// Book is a set of positions with their moves' scores.
type Book struct {
	entries map[uint64][]Scored // by key, moves in the canonical form
	// Depth is the depth of the searches that scored its moves, as the
	// book command's --depth gave it: 0 where its file does not say (one
	// of version 1, the file before the depth was kept).
	Depth int
}

// NewBook is an empty book.
func NewBook() *Book { return &Book{entries: map[uint64][]Scored{}} }

// builtIn is the book the program carries, read once.
var builtIn = sync.OnceValues(func() (*Book, error) { return ReadBook(bookFile) })

// BuiltIn is the book the program carries; an empty one where it cannot be
// read, which the tests rule out.
func BuiltIn() *Book {
	b, err := builtIn()
	if err != nil {
		return NewBook()
	}
	return b
}

// canonical is the key of pos and the symmetry that takes it to the form
// the book keeps: of its four forms, the one whose string sorts first.
func canonical(pos engine.Position) (uint64, int) {
	s := pos.String()
	best, form := "", 0
	for f := range symmetries {
		b := []byte(s)
		for i := range 64 {
			r, c := symmetries[f](i/8, i%8)
			b[i] = s[r*8+c]
		}
		if t := string(b); best == "" || t < best {
			best, form = t, f
		}
	}
	h := fnv.New64a()
	h.Write([]byte(best))
	return h.Sum64(), form
}

// move is m under symmetry f, each its own inverse.
func move(f int, m engine.Move) engine.Move {
	if m == engine.Pass {
		return m
	}
	r, c := symmetries[f](int(m)/8, int(m)%8)
	return engine.Move(r*8 + c)
}

// onBoard says whether the book can hold pos: a position of 8×8.
func onBoard(pos engine.Position) bool {
	return pos.Variant() == eight
}

// Moves are the scores of pos's moves, best first, if the book has it.
func (b *Book) Moves(pos engine.Position) ([]Scored, bool) {
	if !onBoard(pos) {
		return nil, false
	}
	key, f := canonical(pos)
	kept, ok := b.entries[key]
	if !ok {
		return nil, false
	}
	out := make([]Scored, len(kept))
	for i, s := range kept {
		out[i] = Scored{move(f, s.Move), s.Score}
	}
	return out, true
}

// Add keeps the scores of pos's moves.
func (b *Book) Add(pos engine.Position, moves []Scored) {
	if !onBoard(pos) {
		return
	}
	key, f := canonical(pos)
	kept := make([]Scored, len(moves))
	for i, s := range moves {
		kept[i] = Scored{move(f, s.Move), max(-64, min(64, s.Score))}
	}
	bestFirst(kept)
	b.entries[key] = kept
}

// bestFirst sorts moves best first, keeping the order of equals.
func bestFirst(moves []Scored) {
	slices.SortStableFunc(moves, func(a, b Scored) int { return b.Score - a.Score })
}

// Len is the number of positions in the book.
func (b *Book) Len() int { return len(b.entries) }

// Choose picks one of the book's moves of pos within margin discs of the
// best, each as likely, drawing from rng; a margin below 0 is 0. ok is
// false where the book does not have pos.
func (b *Book) Choose(pos engine.Position, margin int, rng *rand.Rand) (Scored, bool) {
	moves, ok := b.Moves(pos)
	if !ok || len(moves) == 0 {
		return Scored{}, false
	}
	n := 0
	for n < len(moves) && moves[n].Score >= moves[0].Score-max(margin, 0) {
		n++
	}
	return moves[rng.IntN(n)], true
}

// Bytes writes the book in its file's form.
func (b *Book) Bytes() []byte {
	keys := make([]uint64, 0, len(b.entries))
	for k := range b.entries {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	var out bytes.Buffer
	if b.Depth > 0 {
		fmt.Fprintf(&out, "%s%d\n", bookDepthHeader, b.Depth)
	} else {
		out.WriteString(bookHeader)
	}
	for _, k := range keys {
		out.Write(binary.LittleEndian.AppendUint64(nil, k))
		moves := b.entries[k]
		out.WriteByte(byte(len(moves)))
		for _, s := range moves {
			out.WriteByte(byte(s.Move))
			out.WriteByte(byte(int8(s.Score)))
		}
	}
	return out.Bytes()
}

// ReadBook reads a book written by Bytes: each position once, each of its
// moves once, scores within ±64. Its moves are kept best first, in
// whatever order the file gives them.
func ReadBook(data []byte) (*Book, error) {
	b := NewBook()
	rest, ok := bytes.CutPrefix(data, []byte(bookHeader))
	if after, found := bytes.CutPrefix(data, []byte(bookDepthHeader)); found {
		line, tail, ended := bytes.Cut(after, []byte("\n"))
		d, err := strconv.Atoi(string(line))
		if !ended || err != nil || d < 1 || d > 60 {
			return nil, errors.New("the book is damaged: its first line gives no depth from 1 to 60")
		}
		b.Depth, rest, ok = d, tail, true
	}
	switch {
	case !ok && bytes.HasPrefix(data, []byte(bookWords)):
		return nil, errors.New("a book of another version of the program")
	case !ok:
		return nil, errors.New("not a book file")
	}
	first := map[uint64]int{} // where each position's entry begins
	for len(rest) > 0 {
		at := len(data) - len(rest) // where the position's entry begins, for the messages
		if len(rest) < 9 || len(rest) < 9+2*int(rest[8]) {
			return nil, fmt.Errorf("the book is cut short: the position at byte %d is cut off", at)
		}
		key, n := binary.LittleEndian.Uint64(rest), int(rest[8])
		rest = rest[9:]
		if n > 60 {
			return nil, fmt.Errorf("the book is damaged: the position at byte %d has %d moves, more than a position has", at, n)
		}
		if before, ok := first[key]; ok {
			return nil, fmt.Errorf("the book is damaged: the position at byte %d is the one at byte %d again", at, before)
		}
		first[key] = at
		moves := make([]Scored, n)
		for i := range moves {
			m, score := engine.Move(rest[2*i]), int(int8(rest[2*i+1]))
			switch {
			case m >= 64:
				return nil, fmt.Errorf("the book is damaged: a move of the position at byte %d is cell %d, off the board", at, m)
			case score < -64 || score > 64:
				return nil, fmt.Errorf("the book is damaged: a move of the position at byte %d scores %+d, beyond ±64", at, score)
			case slices.ContainsFunc(moves[:i], func(s Scored) bool { return s.Move == m }):
				return nil, fmt.Errorf("the book is damaged: the position at byte %d has cell %d twice", at, m)
			}
			moves[i] = Scored{m, score}
		}
		bestFirst(moves)
		b.entries[key] = moves
		rest = rest[2*n:]
	}
	return b, nil
}

// GrowOptions say how far Grow takes a book.
type GrowOptions struct {
	Plies  int // the moves from the start it reaches
	Margin int // it follows the moves within this many discs of the best
	Most   int // the most positions it keeps
}

// LeafDepth is the depth of the searches after pos's moves that score them
// for the book: depth, or one more where that would end them at an odd
// number of empties, so that every search of the book ends at the same
// parity. A search to an even depth after a move scores the mover higher
// than one to an odd depth (docs/engine-notes.md, *The opening book*); at
// one parity, a move backed up from the searches of the position after it
// compares fairly with its neighbours scored by their own.
func LeafDepth(pos engine.Position, depth int) int {
	return depth + (pos.Empties()-1-depth)&1
}

// Grow adds to b, ply by ply from start, every position that the moves
// within the margin of the best reach, scoring the moves of each position
// it lacks by score; positions it has are followed as they stand. Then it
// backs the scores up from the book's last positions to start (backUp),
// and since the scores backed up may put other moves within the margin, it
// grows again from them until a pass adds nothing: another Grow with the
// same options then has nothing to add. It stops at the first error of
// score, keeping what is done, backed up.
func Grow(ctx context.Context, b *Book, start engine.Position, opt GrowOptions, score func(engine.Position) ([]Scored, error)) error {
	for {
		added, err := b.grow(ctx, start, opt, score)
		b.backUp(start)
		if err != nil || added == 0 {
			return err
		}
	}
}

// grow is one pass of Grow by the scores the book has now; it says how
// many positions it added.
func (b *Book) grow(ctx context.Context, start engine.Position, opt GrowOptions, score func(engine.Position) ([]Scored, error)) (int, error) {
	level, added := []engine.Position{start}, 0
	seen := map[uint64]bool{}
	for ply := 0; ply < opt.Plies && len(level) > 0; ply++ {
		var next []engine.Position
		for _, pos := range level {
			key, _ := canonical(pos)
			if seen[key] || pos.Outcome().Over() {
				continue
			}
			seen[key] = true
			if pos.MustPass() {
				pos, _, _ = pos.Play(engine.Pass)
			}
			moves, ok := b.Moves(pos)
			if !ok {
				if b.Len() >= opt.Most {
					return added, nil
				}
				if err := ctx.Err(); err != nil {
					return added, err
				}
				scored, err := score(pos)
				if err != nil {
					return added, err
				}
				b.Add(pos, scored)
				added++
				moves, _ = b.Moves(pos)
			}
			for _, m := range moves {
				if m.Score < moves[0].Score-opt.Margin {
					break
				}
				child, _, err := pos.Play(m.Move)
				if err != nil {
					return added, fmt.Errorf("the book's move %d of %s: %w", m.Move, pos, err)
				}
				next = append(next, child)
			}
		}
		level = next
	}
	return added, nil
}

// backUp scores each move of the positions reached from start that leads
// to a position the book has by minus that position's best, from the
// book's last positions back (negamax): the searches further on look
// further ahead than the move's own. Each position, whatever its form or
// the order of moves that reaches it, is backed up once.
func (b *Book) backUp(start engine.Position) {
	best := map[uint64]int{}
	// value is pos's best score for its side to move, where the book has it.
	var value func(pos engine.Position) (int, bool)
	value = func(pos engine.Position) (int, bool) {
		sign := 1
		if pos.MustPass() {
			pos, _, _ = pos.Play(engine.Pass)
			sign = -1
		}
		key, f := canonical(pos)
		kept, ok := b.entries[key]
		if !ok || len(kept) == 0 {
			return 0, false
		}
		if v, ok := best[key]; ok {
			return sign * v, true
		}
		for i, s := range kept {
			if child, _, err := pos.Play(move(f, s.Move)); err == nil {
				if v, ok := value(child); ok {
					kept[i].Score = -v
				}
			}
		}
		bestFirst(kept)
		best[key] = kept[0].Score
		return sign * kept[0].Score, true
	}
	if onBoard(start) {
		value(start)
	}
}

// Balanced are the lines of plies moves from start (a forced pass among
// them) to the positions the book has and scores within discs of even,
// each position reached once: the openings of games that no side has won
// before they begin.
func (b *Book) Balanced(start engine.Position, plies, within int) [][]engine.Move {
	var out [][]engine.Move
	b.walk(start, plies, func(_ engine.Position, ply int, line []engine.Move, moves []Scored) {
		if ply == plies && abs(moves[0].Score) <= within {
			out = append(out, line)
		}
	})
	return out
}

// walk visits the positions the book has, ply by ply from start up to
// plies, each once in one of its forms, with its ply, the line from start
// that reached it and its moves, following every move; a forced pass is played
// through, and is in the line.
func (b *Book) walk(start engine.Position, plies int, visit func(pos engine.Position, ply int, line []engine.Move, moves []Scored)) {
	type reached struct {
		pos  engine.Position
		line []engine.Move
	}
	level, seen := []reached{{pos: start}}, map[uint64]bool{}
	for ply := 0; ply <= plies && len(level) > 0; ply++ {
		var next []reached
		for _, r := range level {
			if r.pos.MustPass() {
				r.pos, _, _ = r.pos.Play(engine.Pass)
				r.line = append(slices.Clip(r.line), engine.Pass)
			}
			key, _ := canonical(r.pos)
			moves, ok := b.Moves(r.pos)
			if seen[key] || !ok || len(moves) == 0 {
				continue
			}
			seen[key] = true
			visit(r.pos, ply, r.line, moves)
			for _, m := range moves {
				if child, _, err := r.pos.Play(m.Move); err == nil {
					next = append(next, reached{child, append(slices.Clip(r.line), m.Move)})
				}
			}
		}
		level = next
	}
}

func abs(x int) int { return max(x, -x) }
