package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
	"reversi/engine/solve"
)

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
	// Board is the board the player will play on, for New to make its
	// tables ready for; none where it is unset.
	Board engine.Variant
}

// Kind is a registered player: its name, how strong it is in a level's
// word ("casual") and, for a player named for its method, what it does in
// plain words, and how to make one. The levels are kinds named 1 to 6.
type Kind struct {
	Name, About string
	New         func(Options) Player
}

// kinds are the levels, then the players, strongest first.
var kinds = append(levelKinds(), []Kind{
	{"perfect", "master, without the opening book", func(o Options) Player {
		return Perfect{Budget: o.Budget, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"minimax", "master, thinks for the AI time", func(o Options) Player {
		return Minimax{Budget: o.Budget, Threads: o.Threads, Handcrafted: o.Handcrafted}
	}},
	{"mcts", "beginner, plays random games out", func(o Options) Player { return MCTS{Budget: o.Budget, Seed: o.Seed} }},
	{"greedy", "beginner, takes the most discs", func(Options) Player { return Greedy{} }},
	{"random", "beginner, any legal move", func(o Options) Player { return Random{Seed: o.Seed} }},
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
// than a move's budget, and the tables of its searches on o.Board, whose
// memory the kernel could take tens of milliseconds to back in a first
// move.
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
		}
		p := k.New(o)
		if hasOpts && !evaluates(p) {
			return nil, fmt.Errorf("player %q: %s takes no options", name, kind)
		}
		if searches(p) {
			eight, _ := engine.Flat(8)
			family.Of(eight)
		}
		if mm, ok := searchOf(p, o.Board); ok {
			family.SearchTables.Ready(family.SearchTableBits)
			solve.Ready(o.Board, mm.solveEmpties(o.Board), mm.Threads)
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
	switch inner(p).(type) {
	case Minimax, Perfect, MCTS:
		return true
	}
	return false
}

// searchOf is the search p plays with on v, where it plays with one and v
// is set.
func searchOf(p Player, v engine.Variant) (Minimax, bool) {
	if v == (engine.Variant{}) {
		return Minimax{}, false
	}
	switch p := inner(p).(type) {
	case Minimax:
		return p, true
	case Perfect:
		return p.on(v), true
	}
	return Minimax{}, false
}

// evaluates says whether p searches with an evaluation.
func evaluates(p Player) bool {
	switch inner(p).(type) {
	case Minimax, Perfect:
		return true
	}
	return false
}

// KindOf is the name New takes for a player that goes by name (its Name,
// as the game log keeps it): "3" for "level 3".
func KindOf(name string) string {
	if n, ok := strings.CutPrefix(name, "level "); ok {
		return n
	}
	return name
}

// Timed says whether the player a name gives thinks for the time a move
// it is given (Options.Budget), as level 6, perfect, minimax and mcts do;
// levels 1 to 5 search to a depth of their own, greedy and random not at
// all. A name of no player is not timed.
func Timed(name string) bool {
	kind, _, _ := strings.Cut(name, ":")
	for _, k := range kinds {
		if k.Name != kind {
			continue
		}
		switch p := inner(k.New(Options{})).(type) {
		case Minimax:
			return p.Depth == 0
		case Perfect, MCTS:
			return true
		}
	}
	return false
}
