package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"strings"

	"reversi/engine"
	"reversi/internal/text"
	"reversi/internal/whole"
)

// A checkpoint file keeps the proofs of a long solve, so that it resumes
// where it stopped: a header naming the position, then one proof a line,
// appended as the solve finds them, each sealed with its checksum. A line
// torn by a stop while it was written, or altered, is skipped when read,
// and the file rewritten without it at the solve's first new proof. Files
// of version 1, without checksums, are read as they are and rewritten so.
const (
	checkpointHeader   = "reversi solve checkpoint 2 "
	checkpointHeaderV1 = "reversi solve checkpoint 1 "
	maxCheckpoint      = 256 << 20
	maxProofLine       = 256
)

// checkpoint is a checkpoint file, opened to append only once there is a
// proof to keep: a solve that proves nothing leaves no file.
type checkpoint struct {
	path     string
	file     string // the file path names, through symbolic links: the one written, a link kept
	header   string
	resume   []string // the proofs found in the file
	skipped  int      // lines torn or altered, not read
	rewrite  bool     // the file is written anew at the first proof: it is missing, damaged or of version 1
	readOnly bool     // a device or a pipe (<(cat FILE) in a shell): its proofs are read, and none written
	f        *os.File
	err      error // the first failed write; none are tried after it
	written  int   // the proofs this solve has added to the file
}

// openCheckpoint reads the proofs of pos kept at path, if any, unless ctx
// ends while it waits for a pipe's writer.
func openCheckpoint(ctx context.Context, path string, pos engine.Position) (*checkpoint, error) {
	file, _, err := writeTarget(path)
	if err != nil {
		return nil, err
	}
	cp := &checkpoint{path: path, file: file, header: checkpointHeader + pos.String()}
	f, err := openFile(ctx, file)
	if errors.Is(err, fs.ErrNotExist) {
		cp.rewrite = true
		return cp, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.Mode().IsRegular() {
		cp.readOnly = true
	}
	r := bufio.NewReader(io.LimitReader(f, maxCheckpoint+1))
	var size int64
	v1 := false
	for n := 1; ; n++ {
		line, long, err := text.ReadLine(r, maxProofLine)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if size += int64(len(line)) + 1; size > maxCheckpoint {
			return nil, fmt.Errorf("%s: larger than %d MiB, too large for a checkpoint", path, maxCheckpoint>>20)
		}
		if n == 1 {
			line = text.WithoutMark(line) // the byte order mark some editors save a file with
		}
		switch {
		case n == 1 && line == cp.header:
		case n == 1 && line == checkpointHeaderV1+pos.String():
			v1, cp.rewrite = true, true
		case n == 1 && len(line) >= len(checkpointHeader) && strings.HasPrefix(cp.header, line):
			cp.rewrite = true // this position's, cut short before its first proof
		case n == 1:
			return nil, cp.foreign(line)
		case v1 && !long:
			cp.resume = append(cp.resume, line)
		default:
			if proof, ok := unseal(line); ok && !long {
				cp.resume = append(cp.resume, proof)
			} else {
				cp.skipped++
				cp.rewrite = true
			}
		}
	}
	if !endsLine(f) {
		// A stop while the last line was written: appended to, it would run
		// on into the next.
		cp.rewrite = true
		if v1 && len(cp.resume) > 0 {
			cp.resume = cp.resume[:len(cp.resume)-1] // cut short, and no checksum says so
		}
	}
	return cp, nil
}

// foreign is the error of a file whose first line is not this position's
// header: only a regular file that is a checkpoint may be removed, and
// only text is quoted.
func (cp *checkpoint) foreign(line string) error {
	for _, header := range []string{checkpointHeader, checkpointHeaderV1} {
		if other, ok := strings.CutPrefix(line, header); ok {
			remove := ", or remove this one"
			if cp.readOnly {
				remove = ""
			}
			if pos, err := engine.ParsePosition(other); err == nil {
				other = pos.Variant().String() + " " + other
			}
			return fmt.Errorf("%s is the checkpoint of another position (%s): give --checkpoint another file%s", cp.path, text.Shown(other, 80), remove)
		}
	}
	if !text.Plain(line) {
		return fmt.Errorf("%s is not a checkpoint, nor text: give --checkpoint another file", cp.path)
	}
	return fmt.Errorf("%s is not a checkpoint (it begins %q): give --checkpoint another file", cp.path, text.Shown(line, 40))
}

// endsLine says whether a file ends with a line ending.
func endsLine(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Size() == 0 {
		return false
	}
	last := make([]byte, 1)
	_, err = f.ReadAt(last, fi.Size()-1)
	return err == nil && last[0] == '\n'
}

// seal appends a proof's checksum to it.
func seal(proof string) string {
	return fmt.Sprintf("%s %08x", proof, crc32.ChecksumIEEE([]byte(proof)))
}

// unseal returns the proof of a sealed line, if its checksum holds.
func unseal(line string) (string, bool) {
	k := strings.LastIndexByte(line, ' ')
	if k < 0 {
		return "", false
	}
	proof := line[:k]
	return proof, seal(proof) == line
}

// write keeps a proof, unless a write has failed before or the file is
// read only.
func (cp *checkpoint) write(proof string) {
	if cp.readOnly {
		return
	}
	if cp.err == nil && cp.f == nil {
		cp.err = cp.start()
	}
	if cp.err == nil {
		if _, err := cp.f.WriteString(seal(proof) + "\n"); err != nil {
			cp.err = cannotWrite(cp.path, err)
		} else {
			cp.written++
		}
	}
}

// start opens the file to append to it, first writing it anew where it
// has to be: the header and the proofs read, into a file beside it (the
// one a link names, not the link) that then takes the old one's place
// whole, to be opened in turn.
func (cp *checkpoint) start() error {
	if !cp.rewrite {
		f, err := os.OpenFile(cp.file, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return cannotWrite(cp.path, err)
		}
		cp.f = f
		return nil
	}
	f, err := whole.Begin(cp.file)
	if err != nil {
		return cannotWrite(cp.path, err)
	}
	w := bufio.NewWriter(f)
	w.WriteString(cp.header + "\n")
	for _, proof := range cp.resume {
		w.WriteString(seal(proof) + "\n")
	}
	if err := w.Flush(); err != nil {
		f.Abort()
		return cannotWrite(cp.path, err)
	}
	if err := f.Commit(); err != nil {
		return cannotWrite(cp.path, err)
	}
	cp.rewrite = false
	return cp.start()
}

// writable says why the file could not be written, if it could not, before
// a solve that would keep nothing: a file beside it made and taken away,
// or the file itself opened to append. One read only is none of its faults.
func (cp *checkpoint) writable() error {
	if cp.readOnly {
		return nil
	}
	if cp.rewrite {
		b, err := whole.Begin(cp.file)
		if err != nil {
			return cannotWrite(cp.path, err)
		}
		b.Abort()
		return nil
	}
	f, err := os.OpenFile(cp.file, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return cannotWrite(cp.path, err)
	}
	return f.Close()
}

// keptNothing says whether the file holds no proof, none found yet and
// none read: there is nothing to resume from.
func (cp *checkpoint) keptNothing() bool {
	return !cp.readOnly && cp.f == nil && cp.err == nil && len(cp.resume) == 0
}

// saved says, of a solve stopped, where its proofs are kept and how many
// there are, as the resume says what it read; "" where it wrote none.
func (cp *checkpoint) saved() string {
	if cp.written == 0 || cp.err != nil {
		return ""
	}
	return fmt.Sprintf("checkpoint saved to %s (%s)", cp.path, text.Many(len(cp.resume)+cp.written, "proof", "proofs"))
}

// close closes the file and says whether every proof was kept.
func (cp *checkpoint) close() error {
	if cp.f == nil {
		return cp.err
	}
	if err := cp.f.Close(); cp.err == nil {
		cp.err = err
	}
	return cp.err
}
