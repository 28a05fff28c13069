// Package dirs says where the program keeps its files on each system: the
// game log with the user's data, the saved game and crash reports with its
// state, the setup's choices with its configuration. On Linux and the other Unix systems it follows the XDG base
// directories; on macOS and Windows, the system's folders for programs.
package dirs

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// Data is the program's folder for what the user keeps: the game log.
func Data() (string, error) {
	return folder("XDG_DATA_HOME", ".local/share", "the game log")
}

// State is the program's folder for what it keeps between runs: the game
// in progress and the reports of crashes.
func State() (string, error) {
	return folder("XDG_STATE_HOME", ".local/state", "the saved game")
}

// Config is the program's folder for the settings the setup keeps.
func Config() (string, error) {
	return folder("XDG_CONFIG_HOME", ".config", "the settings")
}

// folder is the program's folder in the XDG variable xdg, by default home/
// under the home folder, or the system's own; what names what it is for.
func folder(xdg, under, what string) (string, error) {
	switch runtime.GOOS {
	case "windows":
		if dir := os.Getenv("LocalAppData"); filepath.IsAbs(dir) {
			return filepath.Join(dir, "reversi"), nil
		}
		return "", fmt.Errorf("no place for %s: %%LocalAppData%% is not set", what)
	case "darwin", "ios":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no place for %s: %w", what, err)
		}
		return filepath.Join(home, "Library", "Application Support", "reversi"), nil
	}
	if dir := os.Getenv(xdg); filepath.IsAbs(dir) {
		return filepath.Join(dir, "reversi"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no place for %s: %w", what, err)
	}
	return filepath.Join(home, filepath.FromSlash(under), "reversi"), nil
}
