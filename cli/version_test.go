package cli

import (
	"runtime/debug"
	"testing"
)

// The version line says the module's version, and the commit and its time
// where the build recorded them.
func TestVersionLine(t *testing.T) {
	commit := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "9b547b86e0f1a2b3c4d5e6f708192a3b4c5d6e7f"}, {Key: "vcs.time", Value: "2026-05-01T10:00:00Z"}}
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{nil, "reversi (devel)"},
		{&debug.BuildInfo{}, "reversi (devel)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "reversi v1.2.0"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: commit}, "reversi (devel), commit 9b547b86e0f1 of 2026-05-01T10:00:00Z"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: append(commit, debug.BuildSetting{Key: "vcs.modified", Value: "true"})}, "reversi (devel), commit 9b547b86e0f1 of 2026-05-01T10:00:00Z, with changes not committed"},
	} {
		if got := versionLine(tc.info); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.info, got, tc.want)
		}
	}
}
