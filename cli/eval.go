package cli

import (
	"context"
	"fmt"
	"io"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/search"
	"reversi/internal/text"
	"reversi/views"
)

// Eval prints the static evaluation of a position.
func Eval(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	ctx = sayingWaits(ctx, stderr, "eval")
	fs := newFlagSet("eval", `Prints the static evaluation of a position for the side to move, in discs:
the final disc difference it predicts (empty cells to the winner), first
on its line, then which evaluation gave it (of a game over, its final
score). On 8x8 it is the learned one; every other board has the
handcrafted one. With --held-out DIR it prints instead the mean error of
both on the held-out positions train solved there.`, stdout, stderr)
	var board boardFlags
	board.register(fs)
	which := fs.String("eval", "learned", "learned or handcrafted")
	heldOut := pathFlag(fs, "held-out", "", "a train folder", "a train `folder`: the mean error on its held-out positions")
	weights := pathFlag(fs, "weights", "", "the weights' file", "with --held-out, the learned `weights` to measure (a round's); none: the built-in ones")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if *heldOut != "" {
		// The held-out positions are the train folder's: no board flag
		// or evaluation named has a say.
		set := given(fs)
		for _, name := range []string{"position", "size", "variant", "dims", "eval"} {
			if set[name] {
				return report(stderr, "eval", usagef("--held-out measures the positions of %s, on 8x8, both evaluations: leave out --%s", *heldOut, name))
			}
		}
		return measure(ctx, *heldOut, *weights, stdout, stderr)
	}
	if *weights != "" {
		return report(stderr, "eval", usagef("--weights measures weights on held-out positions: give --held-out too"))
	}
	if *which != "learned" && *which != "handcrafted" {
		return report(stderr, "eval", usagef("--eval %q: want learned or handcrafted", *which))
	}
	pos, err := board.start(fs)
	if err != nil {
		return report(stderr, "eval", err)
	}
	if pos.Outcome().Over() {
		// Nothing is left to predict, and no side moves: the score is the game's.
		fmt.Fprintln(stdout, printedGlyphs().Draw(fmt.Sprintf("%+.2f  the final score for %s: the game is over, %s", float64(pos.Score(pos.Turn())), views.Side(pos.Turn()), result(pos))))
		return ExitOK
	}
	if given(fs)["eval"] && *which == "learned" && !search.HasLearned(pos.Variant()) {
		fmt.Fprintf(stderr, "reversi eval: --eval learned: %s has no learned evaluation (8x8 alone has one); this is the handcrafted one\n", pos.Variant())
	}
	v, learned := search.Evaluate(pos, *which == "handcrafted")
	kind := "handcrafted evaluation"
	if learned {
		kind = "learned evaluation"
	}
	fmt.Fprintf(stdout, "%+.2f  %s, %s to move, %s\n", v, kind, printedSide(pos.Turn()), text.Many(pos.Empties(), "empty cell", "empty cells"))
	return ExitOK
}

// result says who won the game over at pos and by how much, the empty
// cells to the winner, and its discs: "○ White wins by 62 (● 1 : 63 ○)".
func result(pos engine.Position) string {
	o := pos.Outcome()
	discs := views.Discs(o.Black, o.White)
	if o.Winner == engine.Empty {
		return "drawn (" + discs + ")"
	}
	if empty := pos.Empties(); empty > 0 {
		discs += ", " + text.Many(empty, "empty cell", "empty cells") + " to the winner"
	}
	return fmt.Sprintf("%s wins by %d (%s)", views.Side(o.Winner), pos.Score(o.Winner), discs)
}

// measure prints the mean error of the learned weights (the file, or the
// built-in ones) and of the handcrafted evaluation on dir's held-out
// positions.
func measure(ctx context.Context, dir, file string, stdout, stderr io.Writer) int {
	if err := folder(dir); err != nil {
		fmt.Fprintf(stderr, "reversi eval: --held-out %v\n", err)
		return ExitFailure
	}
	held, err := readSolved(dir, "holdout")
	if err == nil && len(held) == 0 {
		err = fmt.Errorf("no held-out positions in %s", dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "reversi eval: %v\n", err)
		return ExitFailure
	}
	w := eval.Learned()
	if file != "" {
		if w, err = readWeights(ctx, file); err != nil {
			return report(stderr, "eval", fmt.Errorf("--weights: %w", err))
		}
	}
	printHeldOut(stdout, w, held)
	return ExitOK
}
