package dirs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// WhyNot is why err kept the program from reaching path, in its words:
// where a folder above path is missing or a file, which one ("no folder
// /tmp/none", "junk is a file, not a folder"), where path is a folder that
// a file was to replace ("…/game.txt is a folder, not a file", where rename
// said "file exists"), else the system's reason alone ("permission denied"),
// without the system call and the path its message names. It wraps err,
// for errors.Is.
func WhyNot(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		if reason := onTheWay(path); reason != "" {
			return reasoned{reason, err}
		}
	}
	if errors.Is(err, syscall.EEXIST) || errors.Is(err, syscall.EISDIR) {
		if fi, serr := os.Stat(path); serr == nil && fi.IsDir() {
			return reasoned{path + " is a folder, not a file", err}
		}
	}
	var pe *fs.PathError
	var le *os.LinkError
	var se *os.SyscallError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	case errors.As(err, &se):
		return se.Err
	}
	return err
}

// NotMade is why err kept the program from making or writing in its folder
// dir, in its words, the folder named once: a file on the way to it ("junk
// is a file, not a folder"), the folder that cannot be made ("the folder
// /proc/1/reversi cannot be made (no such file or directory)"), else the
// system's reason for the folder. It wraps err, for errors.Is.
func NotMade(dir string, err error) error {
	reason := WhyNot(dir, err)
	if r, ok := reason.(reasoned); ok && !strings.HasPrefix(r.said, "no folder ") {
		return reason // a file on the way
	}
	switch fi, serr := os.Stat(dir); {
	case serr != nil:
		return reasoned{fmt.Sprintf("the folder %s cannot be made (%v)", dir, reason), err}
	case !fi.IsDir():
		return reasoned{dir + " is a file, not a folder", err}
	}
	return reasoned{fmt.Sprintf("the folder %s: %v", dir, reason), err}
}

// onTheWay says what stands in the way of the folders above path, from the
// top down: the first that does not exist, or that is a file; "" where
// every one is a folder.
func onTheWay(path string) string {
	var above []string
	for d := filepath.Dir(filepath.Clean(path)); ; d = filepath.Dir(d) {
		above = append(above, d)
		if filepath.Dir(d) == d {
			break
		}
	}
	for i := len(above) - 1; i >= 0; i-- {
		fi, err := os.Stat(above[i])
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return "no folder " + above[i]
		case err == nil && !fi.IsDir():
			return above[i] + " is a file, not a folder"
		}
	}
	return ""
}

// reasoned is an error said in the program's words, the error it says
// wrapped.
type reasoned struct {
	said string
	err  error
}

func (e reasoned) Error() string { return e.said }
func (e reasoned) Unwrap() error { return e.err }
