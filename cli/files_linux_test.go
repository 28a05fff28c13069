package cli

import "testing"

// A file there that cannot be written, in a folder that takes no new file,
// says so, where it said "no such file or directory" of a file that is.
func TestOutputInAFolderThatTakesNoFiles(t *testing.T) {
	code, out, errs := runArgs(t, "render", "--out", "/proc/version")
	if want := "reversi render: --out: cannot write /proc/version: the folder /proc takes no new files (no such file or directory)\n"; code != ExitFailure || out != "" || errs != want {
		t.Errorf("render --out /proc/version: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
}
