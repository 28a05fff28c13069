package cli

import (
	"flag"
	"fmt"
	"io"
	"os"

	"reversi/logs"
)

// logFlag registers --log, whose help names the default path; "" unless
// given.
func logFlag(fs *flag.FlagSet) *string {
	def, err := logs.DefaultPath()
	if err != nil {
		def = "(none: " + err.Error() + ")"
	}
	p := new(logValue)
	fs.Var(p, "log", "append finished games to this `file` (default "+def+")")
	return (*string)(p)
}

// logValue is --log's path. An empty one is refused as a bad value, where
// the default log would be written unseen, and so is "-", which is no
// file, before a game is played that would not be logged.
type logValue string

func (l *logValue) Set(s string) error {
	switch s {
	case "":
		return fmt.Errorf(`--log "": want the log's path, or %s to keep none`, os.DevNull)
	case "-":
		return fmt.Errorf("--log -: the log is a file, not standard output: give its path, or %s to keep none", os.DevNull)
	}
	*l = logValue(s)
	return nil
}

func (l *logValue) String() string { return string(*l) }

// logPath returns the log to write: --log if given, else the default;
// a regular file or none yet (a link to none names the file it makes,
// writeTarget, for the check before a game to try that file's folder), or a
// device that takes what is written, as /dev/null keeps no log. A pipe,
// which would keep the game waiting for its reader, and a folder are
// refused. For a device, discards names it as the player gave it: "--log
// /dev/null", or the default path and the device it leads to.
func logPath(flagValue string) (path, discards string, err error) {
	path = flagValue
	if path == "" {
		if path, err = logs.DefaultPath(); err != nil {
			return "", "", err
		}
	}
	real, fi, err := writeTarget(path)
	switch {
	case err != nil:
		return "", "", err
	case fi == nil:
		return real, "", nil
	case fi.Mode().IsRegular():
		return path, "", nil
	case !logs.Discards(fi):
		return "", "", fmt.Errorf("%s is neither a regular file nor a device such as %s", path, os.DevNull)
	case flagValue != "":
		return path, "--log " + flagValue, nil
	}
	return path, path + " is " + real, nil
}

// writeLog appends a finished game, and says whether it could: where it
// could not, name says so, and the game's result is not lost for it.
func writeLog(name, flagValue string, r logs.Record, stderr io.Writer) bool {
	path, _, err := logPath(flagValue)
	if err == nil {
		err = logs.Append(path, r)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: the game was not logged: %v\n", name, logFault(flagValue, err))
	}
	return err == nil
}

// logFault names --log in err where the player gave the log's path, as a
// file another flag names is said.
func logFault(flagValue string, err error) error {
	if err == nil || flagValue == "" {
		return err
	}
	return fmt.Errorf("--log: %w", err)
}

// logWarning says before a game why it will not be logged, if it will not.
func logWarning(name, flagValue string, stderr io.Writer) {
	path, _, err := logPath(flagValue)
	if err == nil {
		err = logs.Writable(path)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: warning: the game will not be logged: %v\n", name, logFault(flagValue, err))
	}
}
