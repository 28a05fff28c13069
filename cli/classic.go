package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"reversi/classic"
)

// Classic plays the console game of the original assignment on stdin and
// stdout, and logs it.
func Classic(ctx context.Context, args []string, stdin *os.File, stdout, stderr io.Writer) int {
	fs := newFlagSet("classic", `Plays one game against the greedy computer on standard input and output,
exactly as the original console assignment did: it asks for the board's
dimension (an even number from 4 to 26) and the computer's colour (X or O,
X moving first), then for each of your moves as a row and a column letter
("cd" is row c, column d). As in the original, a move that is not legal,
or not a move at all, loses the game.`, stdout, stderr)
	logFile := logFlag(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	logWarning("reversi classic", *logFile, stderr)
	echo := true
	if fi, err := stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		echo = false
	}
	rec, err := classic.Run(ctx, stdin, stdout, echo)
	switch {
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "reversi classic: interrupted; the game was not logged")
		return ExitInterrupted
	case errors.Is(err, classic.ErrOutput):
		return ExitFailure // said by main, as for every command whose output fails
	case err != nil:
		fmt.Fprintf(stderr, "reversi classic: %v\n", stdinFault(err))
		return ExitFailure
	}
	if !writeLog("reversi classic", *logFile, rec, stderr) {
		return ExitFailure
	}
	return ExitOK
}
