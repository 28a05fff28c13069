package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"reversi/internal/dirs"
	"reversi/internal/whole"
)

// Caps on the files the commands read whole: far above any file of their
// kind, far below what would strain memory.
const (
	maxGameFile    = 1 << 20
	maxWeightsFile = 16 << 20
)

// readCapped reads the file at path whole, refusing one larger than max
// bytes (what, for the message): it reads no more than max bytes and one,
// whatever the file's size, so that a device or a pipe that never ends is
// refused too. It stops where ctx ends first, as openFile and readInput do.
func readCapped(ctx context.Context, path string, max int64, what string) ([]byte, error) {
	f, err := openFile(ctx, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := readInput(ctx, f, max)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s: larger than %d MiB, too large for %s", path, max>>20, what)
	}
	return data, nil
}

// readInput reads r to its end, or to max bytes and one, unless ctx ends
// first: a pipe whose writer neither writes nor closes it (standard input,
// or a file that is a pipe) would otherwise keep the command waiting, deaf
// to ctrl+c. The read left waiting ends with the process.
func readInput(ctx context.Context, r io.Reader, max int64) ([]byte, error) {
	return unlessDone(ctx, func() ([]byte, error) { return io.ReadAll(io.LimitReader(r, max+1)) })
}

// readStdin reads standard input whole, as readInput does, refusing more
// than max bytes (what, for the message), its faults said in words
// (stdinFault).
func readStdin(ctx context.Context, stdin io.Reader, max int64, what string) ([]byte, error) {
	data, err := readInput(ctx, stdin, max)
	switch {
	case errors.Is(err, syscall.EISDIR):
		return nil, stdinFault(err)
	case err != nil && ctx.Err() == nil:
		return nil, fmt.Errorf("cannot read standard input: %w", dirs.WhyNot("", err))
	case err != nil:
		return nil, err
	case int64(len(data)) > max:
		return nil, fmt.Errorf("standard input: larger than %d MiB, too large for %s", max>>20, what)
	}
	return data, nil
}

// stdinFault is err, from reading standard input, in words: standard input
// given a folder (< DIR) says so, where the system said "read /dev/stdin: is
// a directory".
func stdinFault(err error) error {
	if errors.Is(err, syscall.EISDIR) {
		return errors.New("standard input is a folder, not a file")
	}
	return err
}

// unlessDone returns what f returns, or ctx's error where ctx ends first:
// f runs on a goroutine of its own, left waiting, where it waits for ever,
// until the process ends. A context already ended starts nothing.
func unlessDone[T any](ctx context.Context, f func() (T, error)) (T, error) {
	if err := ctx.Err(); err != nil {
		var zero T
		return zero, err
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := f()
		done <- result{v, err}
	}()
	select {
	case res := <-done:
		return res.v, res.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// writeWhole writes data to path in a file beside it that then takes its
// place, so that a stop mid-write leaves the old file whole: the file a
// symbolic link names, never the link, nor a device or a pipe.
func writeWhole(path string, data []byte) error {
	path, f, err := beside(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return cannotWrite(path, err)
	}
	if err := f.Commit(); err != nil {
		return cannotWrite(path, err)
	}
	return nil
}

// notOverInput refuses an output (the flag out, at path) that is the same
// file as an input (pairs of a flag and its path), which writing would
// lose; standard input (-) and files not there yet are no input of it.
func notOverInput(out, path string, inputs ...[2]string) error {
	if path == "" || path == "-" {
		return nil
	}
	written, err := os.Stat(path)
	if err != nil {
		return nil
	}
	for _, in := range inputs {
		if in[1] == "" || in[1] == "-" {
			continue
		}
		if read, err := os.Stat(in[1]); err == nil && os.SameFile(read, written) {
			return usagef("--%s %s is the file --%s reads: write to another file", out, path, in[0])
		}
	}
	return nil
}

// canWriteWhole says why writeWhole could not write path, if it could not,
// before a long run that would keep nothing: a file beside it made and
// taken away.
func canWriteWhole(path string) error {
	_, f, err := beside(path)
	if err != nil {
		return err
	}
	f.Abort()
	return nil
}

// beside starts a file beside the one path names (through symbolic links),
// to take its place whole (whole.File.Commit): the path of the file it
// stands beside, and the new file.
func beside(path string) (string, *whole.File, error) {
	path, err := regularTarget(path)
	if err != nil {
		return "", nil, err
	}
	f, err := whole.Begin(path)
	if err != nil {
		return "", nil, cannotWrite(path, err)
	}
	return path, f, nil
}

// openFile opens the file at path to read: a regular file, a device or a
// pipe (/dev/stdin, <(…) in a shell), anything but a folder. Opening a
// named pipe waits for a writer at its other end, for ever where none
// comes: the wait ends with ctx, the open left waiting with the process.
func openFile(ctx context.Context, path string) (*os.File, error) {
	given := path
	path, fi, err := target(path)
	if err != nil {
		return nil, err
	}
	if say, ok := ctx.Value(waitsKey{}).(waitNotice); ok && fi != nil && fi.Mode()&fs.ModeNamedPipe != 0 && ctx.Err() == nil {
		if _, err := filepath.EvalSymlinks(given); err == nil { // not a pipe open in a process (/dev/fd/3), whose writer is there
			fmt.Fprintf(say.w, "%s: %s is a named pipe: waiting for a program to write to it (ctrl+c stops)\n", strings.TrimSpace("reversi "+say.name), given)
		}
	}
	f, err := unlessDone(ctx, func() (*os.File, error) { return os.Open(path) })
	if err != nil && ctx.Err() == nil {
		err = cannotRead(path, err)
	}
	return f, err
}

// waitsKey is the context key of the waitNotice that openFile says by.
type waitsKey struct{}

// waitNotice is where openFile says that a named pipe's open waits for its
// writer, and the command that says it.
type waitNotice struct {
	w    io.Writer
	name string
}

// sayingWaits is ctx with the files opened under it saying on w, for
// command name, that a named pipe waits for its writer: the command would
// otherwise wait with no word of what for.
func sayingWaits(ctx context.Context, w io.Writer, name string) context.Context {
	return context.WithValue(ctx, waitsKey{}, waitNotice{w, name})
}

// regularTarget is the file that path names, through symbolic links, for
// a command to write whole: a regular file, or one that does not exist
// yet (writeTarget). Anything else (a device, a pipe, a folder) is an
// error that says so, found before the file is opened: a file written
// beside it would take the place of a device, and opening a pipe waits
// for its other end.
func regularTarget(path string) (string, error) {
	real, fi, err := writeTarget(path)
	if err == nil && fi != nil && !fi.Mode().IsRegular() {
		err = fmt.Errorf("%s is not a regular file", path)
	}
	return real, err
}

// target is the file that path names, through symbolic links, and what it
// is: nil where there is none yet, or where the open is to say why it
// cannot be reached (a file on the way to it). A folder and a link to
// nothing are errors that say so.
func target(path string) (string, fs.FileInfo, error) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		// A link to a pipe open in a process (/dev/fd/3) names no file
		// ("pipe:[…]"), but the system follows it.
		real = path
	}
	fi, err := os.Stat(real)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if li, lerr := os.Lstat(path); lerr == nil && li.Mode()&fs.ModeSymlink != 0 {
			return "", nil, linkToNothingError{path}
		}
		return path, nil, nil
	case err != nil:
		return path, nil, nil
	case fi.IsDir():
		return "", nil, fmt.Errorf("%s is a folder, not a file", path)
	}
	return real, fi, nil
}

// linkToNothingError is target's error for a link to a file that does not
// exist, which a command that writes makes instead (writeTarget); it is
// fs.ErrNotExist to one that takes a missing file for an empty one.
type linkToNothingError struct{ path string }

func (e linkToNothingError) Error() string {
	return e.path + " is a link to a file that does not exist"
}

func (e linkToNothingError) Unwrap() error { return fs.ErrNotExist }

// writeTarget is target for a file to write: a link to a file that does
// not exist yet names that file, for the write to make, as the system's
// own writes through a link do, where its folder exists; else it says
// which folder is missing.
func writeTarget(path string) (string, fs.FileInfo, error) {
	real, fi, err := target(path)
	if !errors.As(err, new(linkToNothingError)) {
		return real, fi, err
	}
	end, err := linkEnd(path)
	if err != nil {
		return "", nil, fmt.Errorf("cannot write %s, a link to %s: %w", path, end, err)
	}
	return end, nil, nil
}

// linkEnd follows the links from path to the name at their end, each link
// read in the folder it lies in (through links), and says why that name's
// folder cannot hold a file where it cannot, or that a link names a
// folder (ends in a slash), which the system will not open as a file.
func linkEnd(path string) (string, error) {
	for range 40 { // as many links as Linux follows
		dir, err := filepath.EvalSymlinks(filepath.Dir(path))
		if err != nil {
			return path, dirs.WhyNot(path, err)
		}
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return path, dirs.WhyNot(path, syscall.ENOTDIR)
		}
		path = filepath.Join(dir, filepath.Base(path))
		to, err := os.Readlink(path)
		if err != nil {
			return path, nil // no link: the end
		}
		folder := to != "" && os.IsPathSeparator(to[len(to)-1])
		if !filepath.IsAbs(to) {
			to = filepath.Join(dir, to)
		}
		if folder {
			return filepath.Clean(to) + string(filepath.Separator), errors.New("the link names a folder")
		}
		path = to
	}
	return path, errors.New("too many links")
}

// folder says why dir is no folder to read, if it is not.
func folder(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such folder", dir)
	case err != nil:
		return err
	case !fi.IsDir():
		return fmt.Errorf("%s is a file, not a folder", dir)
	}
	return nil
}

// cannotWrite says that path could not be written and why, without the
// name of the file beside it that was to take its place: where the folder
// to hold it is missing or a file, which one ("no folder /tmp/none",
// "junk is a file, not a folder"), or that the folder is there but takes
// no new file (/proc), rather than the system's "no such file or
// directory".
func cannotWrite(path string, err error) error {
	if dir := filepath.Dir(path); errors.Is(err, fs.ErrNotExist) && isFolder(dir) {
		return fmt.Errorf("cannot write %s: the folder %s takes no new files (%w)", path, dir, dirs.WhyNot(path, err))
	}
	return fmt.Errorf("cannot write %s: %w", path, dirs.WhyNot(path, err))
}

// isFolder says whether path is a folder.
func isFolder(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// cannotRead says that the file at path could not be read and why, as
// folder says it of a folder: "PATH: no such file", or "cannot read PATH:
// permission denied", without the system call's name ("open PATH: …").
// It wraps err, for errors.Is.
func cannotRead(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fileError{fmt.Sprintf("%s: no such file", path), err}
	}
	return fileError{fmt.Sprintf("cannot read %s: %v", path, dirs.WhyNot(path, err)), err}
}

// fileError is an error of the file system said in the program's words,
// the error it says wrapped.
type fileError struct {
	said string
	err  error
}

func (e fileError) Error() string { return e.said }
func (e fileError) Unwrap() error { return e.err }
