package cli

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
)

// Version prints the program's version, as the build recorded it.
func Version(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("version", "Prints the program's version: its module's, (devel) where the build recorded\nnone, then the commit it was built from and that commit's time, where the\nbuild recorded them. 'reversi --version' prints it too.", stdout, stderr)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	info, _ := debug.ReadBuildInfo()
	fmt.Fprintln(stdout, versionLine(info))
	return ExitOK
}

// versionLine says the version info records: "reversi (devel), commit
// 9b547b86e0f1 of 2026-05-01T10:00:00Z"; the version alone where it
// records no commit, and (devel) where no build info is at hand.
func versionLine(info *debug.BuildInfo) string {
	if info == nil {
		return "reversi (devel)"
	}
	version := info.Main.Version
	if version == "" {
		version = "(devel)"
	}
	line := "reversi " + version
	vcs := map[string]string{}
	for _, s := range info.Settings {
		vcs[s.Key] = s.Value
	}
	if rev := vcs["vcs.revision"]; rev != "" {
		line += ", commit " + rev[:min(len(rev), 12)]
		if at := vcs["vcs.time"]; at != "" {
			line += " of " + at
		}
		if vcs["vcs.modified"] == "true" {
			line += ", with changes not committed"
		}
	}
	return line
}
