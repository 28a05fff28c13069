package cli

import (
	"flag"
	"fmt"
	"io"

	"reversi/logs"
)

// logFlag registers --log, whose help names the default path.
func logFlag(fs *flag.FlagSet) *string {
	def, err := logs.DefaultPath()
	if err != nil {
		def = "(none: " + err.Error() + ")"
	}
	return fs.String("log", "", "append finished games to this file (default "+def+")")
}

// logPath returns the log to write: --log if given, else the default.
func logPath(flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	return logs.DefaultPath()
}

// writeLog appends a finished game; a failure is a warning, never a lost
// result.
func writeLog(flagValue string, r logs.Record, stderr io.Writer) {
	path, err := logPath(flagValue)
	if err == nil {
		err = logs.Append(path, r)
	}
	if err != nil {
		fmt.Fprintf(stderr, "reversi: warning: the game was not logged: %v\n", err)
	}
}
