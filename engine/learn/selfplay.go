// Package learn makes what the learned evaluation of 8×8 is fitted to:
// positions from games the program plays against itself, each labelled
// with the final disc difference that perfect play from the game's solve
// point gives (selfplay.go), kept in the files of a training folder, a game
// at a time (samples.go). The fits themselves are the evaluation's (eval).
package learn

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/search"
	"reversi/engine/solve"
)

// SelfPlay says how training games are played.
type SelfPlay struct {
	Weights *eval.Weights // the evaluation the players search with; nil for the handcrafted one
	Depth   int           // the depth of each move's search
	Opening int           // random moves at the start: from 4 up to this many, 4 where it is less
	Noise   float64       // the chance of a random move after the opening while more than 30 squares are empty
	SolveAt int           // the empty squares at which the game is solved exactly
	// EndDepth is the depth of the moves within EndMoves empty squares of
	// the solve point, whose players' mistakes go into the labels of the
	// positions before it; 0 for Depth.
	EndDepth int
	// Players, if any, are drawn from for each side of a game, for games
	// unlike the program's own: "self" (as without Players), "random",
	// "greedy" (the most discs flipped), "mobility" (the fewest replies
	// left), or "dN" (a search of depth N). A game with another player
	// than self keeps only its exactly labelled positions: the labels of
	// the others would carry that player's mistakes.
	Players []string
	// Handover, if more than SolveAt, has such games played by Players
	// only down to a count of empty squares drawn from SolveAt+1 to
	// Handover, and by self from there, from both sides: the positions
	// from there on are kept, labelled as self-play's, so that positions
	// unlike the program's own come as many as its own games'.
	Handover int
}

// Players are the names SelfPlay.Players takes, in words.
const Players = "self, random, greedy, mobility or dN (a search of depth N, 1-12)"

// ValidPlayer says whether name is one of SelfPlay.Players' names.
func ValidPlayer(name string) bool {
	switch name {
	case "self", "random", "greedy", "mobility":
		return true
	}
	_, ok := searchDepth(name)
	return ok
}

// searchDepth reads the player "dN": N, and whether name is one, N
// written as %d writes it (not "d+5" or "d05").
func searchDepth(name string) (int, bool) {
	n, ok := strings.CutPrefix(name, "d")
	d, err := strconv.Atoi(n)
	return d, ok && err == nil && strconv.Itoa(d) == n && d >= 1 && d <= 12
}

// EndMoves are the empty squares before the solve point at which SelfPlay
// plays at EndDepth.
const EndMoves = 8

// Play plays one game from seed and returns its labelled positions: those
// before the solve point labelled with its exact score, those of the
// perfect line after it exactly. Late in the game no move is random, so
// that the label of a position before the solve point is the score of good
// play. Positions whose side to move must pass are left out.
func (sp SelfPlay) Play(ctx context.Context, seed uint64) ([]eval.Sample, error) {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	v, err := engine.Flat(8)
	if err != nil {
		return nil, err
	}
	pos := v.Start()
	mm := sp.searcher(sp.Depth)
	end := mm
	if sp.EndDepth > 0 {
		end.Depth = sp.EndDepth
	}
	opening := 4 + rng.IntN(max(1, sp.Opening-3))
	styles := [2]string{"self", "self"}
	// Players of self alone draw nothing: the games stay those of before.
	if slices.ContainsFunc(sp.Players, func(p string) bool { return p != "self" }) {
		styles = [2]string{sp.Players[rng.IntN(len(sp.Players))], sp.Players[rng.IntN(len(sp.Players))]}
	}
	// Positions of more empty squares than kept are not labelled: their
	// moves were other players'.
	kept := 64
	if styles != [2]string{"self", "self"} {
		kept = -1
		if sp.Handover > sp.SolveAt {
			kept = sp.SolveAt + 1 + rng.IntN(sp.Handover-sp.SolveAt)
		}
	}
	var before []engine.Position
	for ply := 0; pos.Empties() > sp.SolveAt && !pos.Outcome().Over(); ply++ {
		legal := pos.LegalMoves()
		var m engine.Move
		switch {
		case len(legal) == 0:
			m = engine.Pass
		case ply < opening || pos.Empties() > 30 && rng.Float64() < sp.Noise:
			m = legal[rng.IntN(len(legal))]
		case styles[side(pos)] != "self" && pos.Empties() > kept:
			if m, err = sp.other(ctx, styles[side(pos)], pos, rng); err != nil {
				return nil, err
			}
		default:
			player := mm
			if pos.Empties() <= sp.SolveAt+EndMoves {
				player = end
			}
			c, err := player.Choose(ctx, pos, nil)
			if err != nil {
				return nil, err
			}
			m = c.Move
		}
		if len(legal) > 0 && ply > 0 && pos.Empties() <= kept {
			before = append(before, pos)
		}
		next, _, err := pos.Play(m)
		if err != nil {
			return nil, err
		}
		pos = next
	}
	if pos.Outcome().Over() {
		return labelled(before, pos, pos.Score(pos.Turn())), nil
	}
	sol, err := solve.Solve(ctx, pos, solve.SolveOptions{Threads: 1})
	if err != nil {
		return nil, err
	}
	out := labelled(before, pos, sol.Score)
	score := sol.Score
	for _, m := range sol.Line {
		if len(pos.LegalMoves()) > 0 {
			out = append(out, eval.SampleOf(pos, score))
		}
		next, _, err := pos.Play(m)
		if err != nil {
			return nil, err
		}
		pos, score = next, -score
	}
	return out, nil
}

// side is 0 for black to move, 1 for white.
func side(pos engine.Position) int {
	if pos.Turn() == engine.White {
		return 1
	}
	return 0
}

// other returns the move of a player other than self.
func (sp SelfPlay) other(ctx context.Context, name string, pos engine.Position, rng *rand.Rand) (engine.Move, error) {
	legal := pos.LegalMoves()
	switch name {
	case "random":
		return legal[rng.IntN(len(legal))], nil
	case "greedy":
		c, err := search.Greedy{}.Choose(ctx, pos, nil)
		return c.Move, err
	case "mobility":
		best, fewest := legal[0], math.MaxInt
		for _, m := range legal {
			next, _, err := pos.Play(m)
			if err != nil {
				return 0, err
			}
			if n := len(next.LegalMoves()); n < fewest {
				best, fewest = m, n
			}
		}
		return best, nil
	}
	depth, _ := searchDepth(name)
	c, err := sp.searcher(depth).Choose(ctx, pos, nil)
	return c.Move, err
}

// searcher is the search of depth the games' players run: on one
// goroutine, with sp's evaluation, solving exactly only at the last empty
// square.
func (sp SelfPlay) searcher(depth int) search.Minimax {
	return search.Minimax{Depth: depth, SolveAt: 1, Threads: 1, Weights: sp.Weights, Handcrafted: sp.Weights == nil}
}

// labelled labels the positions before the solve point at with the score
// there, from each one's side to move.
func labelled(before []engine.Position, at engine.Position, score int) []eval.Sample {
	out := make([]eval.Sample, 0, len(before)+24)
	for _, pos := range before {
		s := score
		if pos.Turn() != at.Turn() {
			s = -s
		}
		out = append(out, eval.SampleOf(pos, s))
	}
	return out
}
