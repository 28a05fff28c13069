//go:build unix

package protocol

import "golang.org/x/sys/unix"

// watchInput tells p (lostInput) once the engine has closed its standard
// input, which a write would meet only at the next move: the pipe's end
// then polls as an error. It polls a tenth of a second at a time, as a
// close of the pipe waits for the poll, and ends with the pipe.
func watchInput(p *process) {
	raw, err := p.stdin.SyscallConn()
	if err != nil {
		return
	}
	for {
		gone := false
		err := raw.Control(func(fd uintptr) {
			fds := []unix.PollFd{{Fd: int32(fd)}}
			n, err := unix.Poll(fds, 100)
			gone = err == nil && n > 0 && fds[0].Revents&(unix.POLLERR|unix.POLLHUP) != 0
		})
		if err != nil {
			return
		}
		if gone {
			p.lostInput()
			return
		}
		select {
		case <-p.closing:
			return
		default:
		}
	}
}
