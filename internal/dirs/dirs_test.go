package dirs

import (
	"path/filepath"
	"runtime"
	"testing"
)

// On Linux the folders follow XDG, and its defaults under the home folder;
// a relative XDG folder is ignored, as the specification says.
func TestFoldersFollowXDG(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("XDG is for Linux and the other Unix systems")
	}
	t.Setenv("HOME", "/home/ada")
	t.Setenv("XDG_DATA_HOME", "/data")
	t.Setenv("XDG_STATE_HOME", "relative")
	t.Setenv("XDG_CONFIG_HOME", "/config")
	for name, c := range map[string]struct {
		get  func() (string, error)
		want string
	}{
		"data":   {Data, "/data/reversi"},
		"state":  {State, "/home/ada/.local/state/reversi"},
		"config": {Config, "/config/reversi"},
	} {
		if got, err := c.get(); err != nil || got != filepath.FromSlash(c.want) {
			t.Errorf("%s: %q, %v; want %q", name, got, err, c.want)
		}
	}
}
