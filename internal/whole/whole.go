// Package whole writes files whole or not at all: each is written to a new
// file beside the one it is to become, flushed to the disk, and only then
// given its name, so that a write that fails (a full disk) or a stop
// mid-write leaves the old file, or none, never part of one. The folder is
// flushed after, so that the new name outlives a power cut too.
package whole

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// File is a file being written beside path, to take its name by Commit or
// CommitNew, or to be taken away by Abort.
type File struct {
	*os.File
	path string
}

// Begin starts a file to become path: a hidden one in path's folder, which
// a rename can give path's name.
func Begin(path string) (*File, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return nil, named("open", path, err)
	}
	return &File{f, path}, nil
}

// Probe finds whether a file can be made at path, before it is to be
// written, changing nothing there: it makes one beside it, as Begin does,
// and takes it away.
func Probe(path string) error {
	f, err := Begin(path)
	if err != nil {
		return err
	}
	f.Close()
	if err := os.Remove(f.Name()); err != nil {
		return named("remove", path, err)
	}
	return nil
}

// Commit gives the file path's name, replacing the file there, once all of
// it is on the disk; where it cannot, the file is taken away.
func (f *File) Commit() error { return f.commit(os.Rename) }

// CommitNew is Commit for a path that must not be there: where it is, it
// is left as it is and the error is fs.ErrExist.
func (f *File) CommitNew() error { return f.commit(placeNew) }

// Abort takes the file away, unfinished.
func (f *File) Abort() {
	f.Close()
	os.Remove(f.Name())
}

func (f *File) commit(place func(from, to string) error) error {
	// 0644, as os.Create makes a file, not CreateTemp's 0600.
	if err := errors.Join(f.Chmod(0o644), f.Sync()); err != nil {
		f.Abort()
		return named("write", f.path, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return named("write", f.path, err)
	}
	if err := place(f.Name(), f.path); err != nil {
		os.Remove(f.Name())
		return named("rename", f.path, err)
	}
	// The file is whole under its name now: a folder that cannot be
	// flushed leaves it so, and saying it is not would have it written
	// again.
	syncDir(filepath.Dir(f.path))
	return nil
}

// syncDir flushes the folder dir to the disk; a variable, for a test to
// watch.
var syncDir = syncFolder

// syncFolder flushes the folder dir to the disk, so that a name given in it
// outlives a power cut. Windows flushes only a file opened for writing,
// never a folder, and is left to keep its names itself.
func syncFolder(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	return errors.Join(d.Sync(), d.Close())
}

// placeNew gives the file from the name to where no file has it: a
// second link, the first then taken away; on a file system without links
// (FAT), the name is claimed by an empty file that the rename replaces.
func placeNew(from, to string) error {
	err := os.Link(from, to)
	if err == nil {
		os.Remove(from)
		return nil
	}
	if errors.Is(err, fs.ErrExist) {
		return err
	}
	claim, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	claim.Close()
	if err := os.Rename(from, to); err != nil {
		os.Remove(to)
		return err
	}
	return nil
}

// Write writes data to path whole, replacing the file there.
func Write(path string, data []byte) error {
	return write(path, data, (*File).Commit)
}

// WriteNew writes data to path whole where no file is there; where one
// is, it is left as it is and the error is fs.ErrExist.
func WriteNew(path string, data []byte) error {
	return write(path, data, (*File).CommitNew)
}

func write(path string, data []byte, commit func(*File) error) error {
	f, err := Begin(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return named("write", path, err)
	}
	return commit(f)
}

// named is err, from a call on the file beside path, said of path: its
// name is the one the user knows.
func named(op, path string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}
