package cli

import (
	"io"
	"strings"
	"testing"
)

// --no-config leaves out the setup's choices alone: the game in progress
// is still saved, as state and not a setting, and the flag's help says so.
// It said the flag kept nothing while the next run offered the game saved.
func TestNoConfigStillSavesTheGame(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	if cfg := flagsConfig(t, "--no-config"); cfg.StateDir == "" || cfg.SettingsDir != "" {
		t.Errorf("--no-config: game saved in %q, choices kept in %q", cfg.StateDir, cfg.SettingsDir)
	}
	fs, _ := gameFlagSet(io.Discard, io.Discard)
	if usage := fs.Lookup("no-config").Usage; !strings.Contains(usage, "game in progress is still saved") {
		t.Errorf("--no-config's help does not say the game is still saved: %q", usage)
	}
}
