// Package search is the players: greedy, random, minimax, perfect and
// mcts behind one Player interface, the levels, and a registry of them by
// name; and the scores of a position's moves, for hints. They play on each
// board's family (engine/internal/family), evaluate with engine/eval and
// hand the end of the game to the exact solver (engine/solve).
package search

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// Choice is a player's answer for a position, and also what a thinking
// player reports as progress: the move (best so far), what the player
// thinks of it, and what the search cost.
type Choice struct {
	Move  engine.Move
	Score Score
	Depth int
	Nodes int64
	Line  []engine.Move // the expected continuation, starting with Move
	// Elapsed is the time the search took.
	Elapsed time.Duration
	// Solving is the number of empty cells of the position where the
	// search solves it exactly, to the end of the game; 0 where it
	// estimates. Move and Score are then the best move proven so far and
	// the score the position is proven to reach (AtLeastDiscs, ExactDiscs
	// once solved), or, until a move is proven, the last estimate's.
	Solving int
}

// Score is what a player thinks of its move, in the unit its kind measures
// in; the zero Score says nothing.
type Score struct {
	Unit Unit
	// Discs is the final disc difference the search expects for the side
	// that moves, empty cells counted for the winner (Discs and ExactDiscs).
	Discs int
	// Flips is the number of discs the move flips (Flips).
	Flips int
	// WinRate is the share of the move's playouts won, 0 to 1 (WinRate).
	WinRate float64
}

// Unit says which field of a Score holds its value.
type Unit int8

// The units of a score.
const (
	NoScore      Unit = iota
	Discs             // estimated by a search with an evaluation
	ExactDiscs        // proven by searching to the end of the game
	AtLeastDiscs      // proven reached at least, by a search to the end not yet done
	Flips             // greedy's count
	WinRate           // Monte-Carlo playouts won
)

// String writes a score briefly: "+4" (exact), "≥+4" (proven at least),
// "~+4" (estimated), "3 flips", "61% won", or "" for none.
func (s Score) String() string {
	switch s.Unit {
	case ExactDiscs:
		return fmt.Sprintf("%+d", s.Discs)
	case AtLeastDiscs:
		return fmt.Sprintf("≥%+d", s.Discs)
	case Discs:
		return fmt.Sprintf("~%+d", s.Discs)
	case Flips:
		return fmt.Sprintf("%d flips", s.Flips)
	case WinRate:
		return fmt.Sprintf("%.0f%% won", 100*s.WinRate)
	}
	return ""
}

// Said says a score in words, as the game's panel and hint write every
// score: its figure, then how it is known (Known), "+4 (exact)", "≥+4
// (proven)", an estimate by the depth searched, "+2 (depth 11)"; else "3
// flips", "62% of playouts won". A score in discs is the final disc
// difference for the side to move.
func (s Score) Said(depth int) string {
	switch s.Unit {
	case ExactDiscs:
		return Known(fmt.Sprintf("%+d", s.Discs), "exact")
	case AtLeastDiscs:
		return Known(fmt.Sprintf("≥%+d", s.Discs), "proven")
	case Discs:
		return Known(fmt.Sprintf("%+d", s.Discs), DepthWords(depth))
	case WinRate:
		return fmt.Sprintf("%.0f%% of playouts won", 100*s.WinRate)
	}
	return s.String()
}

// Known is a score's figure and how it is known, as every score is said:
// "+6 (depth 11)", "-2 (exact)", "≥+18 (proven)", "+0 (book)".
func Known(figure, how string) string { return figure + " (" + how + ")" }

// DepthWords names a search by its depth, as a score says how it is known:
// "depth 12", or "searched" where the depth is not known.
func DepthWords(depth int) string {
	if depth <= 0 {
		return "searched"
	}
	return fmt.Sprintf("depth %d", depth)
}

// Player chooses moves. Choose must return promptly once ctx is done: with
// the best move it has found by then, or with ctx's error if it has none. It
// may call progress, from its own goroutine, with the best choice so far.
// Players that must pass return engine.Pass.
type Player interface {
	Name() string
	Choose(ctx context.Context, p engine.Position, progress func(Choice)) (Choice, error)
}

// Options configure the players that search.
type Options struct {
	Budget  time.Duration // thinking time per move
	Seed    uint64        // for players that draw random numbers
	Threads int           // goroutines of the exact solver; 0 for one per core
	// Handcrafted has the players that evaluate positions use the
	// handcrafted evaluation where a learned one exists (8×8).
	Handcrafted bool
	// AnswerLimit is the longest an engine of another program may take for
	// a move before it loses it; 0 for a limit derived from Budget.
	AnswerLimit time.Duration
}

// Kind is a registered player: its name, what it does in a few words, and
// how to make one. The levels are kinds named 1 to 6.
type Kind struct {
	Name, About string
	New         func(Options) Player
}

// kinds are the levels, then the players, strongest first.
var kinds = append(levelKinds(), []Kind{
	{"perfect", "searches to the end of the game where it can", func(o Options) Player {
		return Perfect{Budget: o.Budget, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"minimax", "alpha-beta search with an evaluation", func(o Options) Player {
		return Minimax{Budget: o.Budget, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"mcts", "Monte-Carlo tree search", func(o Options) Player { return MCTS{Budget: o.Budget, Seed: o.Seed} }},
	{"greedy", "flips the most discs", func(Options) Player { return Greedy{} }},
	{"random", "plays any legal move", func(o Options) Player { return Random{Seed: o.Seed} }},
}...)

func levelKinds() []Kind {
	var out []Kind
	for i, l := range levels {
		n := i + 1
		out = append(out, Kind{Name: strconv.Itoa(n), About: l.about, New: func(o Options) Player {
			p, _ := Level(n, o)
			return p
		}})
	}
	return out
}

// DefaultOpponent is the player a person meets unless they choose another:
// level 3.
const DefaultOpponent = "3"

// Kinds lists the levels and the players.
func Kinds() []Kind { return kinds }

// Names lists the kinds' names: the levels, then the players, strongest
// first.
func Names() []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.Name
	}
	return names
}

// Label names a player for a person: "level 3 (casual)", "minimax",
// "minimax, handcrafted" (with the handcrafted evaluation), "minimax,
// learned" (the learned one asked for by name).
func Label(name string) string { return label(name, true) }

// Short is Label without the words about a level, for a table: "level 3",
// "minimax", "level 3, handcrafted".
func Short(name string) string { return label(name, false) }

// label is Label, a level's words about it left out unless about.
func label(name string, about bool) string {
	kind, opts, _ := strings.Cut(name, ":")
	var o Options
	if o.set(opts) == nil {
		if o.Handcrafted {
			return label(kind, about) + ", handcrafted"
		}
		return label(kind, about) + ", learned"
	}
	for _, k := range kinds {
		if k.Name == kind && len(kind) == 1 {
			if !about {
				return "level " + kind
			}
			return "level " + kind + " (" + k.About + ")"
		}
	}
	return kind
}

// New returns the player a name gives: a kind's name, optionally followed
// by a colon and options as key=value pairs separated by commas. The one
// option is eval=learned or eval=handcrafted, the evaluation of the
// players that search with one ("minimax:eval=handcrafted"). A player
// that searches is ready when New returns: the searches of 8×8, with its
// learned weights, are made here, once, as reading the weights takes longer
// than a move's budget.
func New(name string, o Options) (Player, error) {
	kind, opts, hasOpts := strings.Cut(name, ":")
	for _, k := range kinds {
		if k.Name != kind {
			continue
		}
		if hasOpts {
			if err := o.set(opts); err != nil {
				return nil, fmt.Errorf("player %q: %w", name, err)
			}
			if !evaluates(k.New(o)) {
				return nil, fmt.Errorf("player %q: %s takes no options", name, kind)
			}
		}
		p := k.New(o)
		if searches(p) {
			eight, _ := engine.Flat(8)
			family.Of(eight)
		}
		return p, nil
	}
	return nil, fmt.Errorf("unknown player %q: want one of %s (options after a colon, as in minimax:eval=handcrafted), or nboard:COMMAND, an engine of another program", name, strings.Join(Names(), ", "))
}

// OnBoard is the name of the player name gives as it plays on v: where its
// options ask for the learned evaluation (eval=learned) and v has none, the
// handcrafted one's it plays with instead ("minimax:eval=handcrafted"); else
// name itself.
func OnBoard(name string, v engine.Variant) string {
	kind, opts, ok := strings.Cut(name, ":")
	var o Options
	if !ok || o.set(opts) != nil || o.Handcrafted || HasLearned(v) {
		return name
	}
	return kind + ":eval=handcrafted"
}

// Plain is the name of the player name gives on v, less the options that
// make no player other than its kind's plain name does there: eval=learned
// where v has a learned evaluation, which is the default, and either
// evaluation where it has none, the handcrafted being the one there is
// ("minimax" for minimax:eval=handcrafted on 10×10); else name itself.
func Plain(name string, v engine.Variant) string {
	kind, opts, ok := strings.Cut(name, ":")
	var o Options
	if !ok || o.set(opts) != nil || o.Handcrafted && HasLearned(v) {
		return name
	}
	return kind
}

// HasLearned says whether v has a learned evaluation, which the players
// that evaluate use unless asked for the handcrafted one: 8×8 alone.
func HasLearned(v engine.Variant) bool {
	w, ok := family.Of(v).(*family.Bitboard[board.Flat8])
	return ok && w.Learned()
}

// set applies options written key=value, separated by commas.
func (o *Options) set(opts string) error {
	for kv := range strings.SplitSeq(opts, ",") {
		key, value, _ := strings.Cut(kv, "=")
		switch {
		case key != "eval":
			return fmt.Errorf("unknown option %q: the option is eval=learned or eval=handcrafted", kv)
		case value == "learned":
			o.Handcrafted = false
		case value == "handcrafted":
			o.Handcrafted = true
		default:
			return fmt.Errorf("eval=%s: want eval=learned or eval=handcrafted", value)
		}
	}
	return nil
}

// searches says whether p searches a board's tree (minimax, perfect,
// MCTS): on 8×8 the searches of every kind are built with the learned
// weights.
func searches(p Player) bool {
	if l, ok := p.(level); ok {
		p = l.Player
	}
	switch p.(type) {
	case Minimax, Perfect, MCTS:
		return true
	}
	return false
}

// evaluates says whether p searches with an evaluation.
func evaluates(p Player) bool {
	if l, ok := p.(level); ok {
		p = l.Player
	}
	switch p.(type) {
	case Minimax, Perfect:
		return true
	}
	return false
}
