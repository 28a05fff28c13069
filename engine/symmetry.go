package engine

// The symmetries of the sphere: the 48 ways to turn or mirror the cube
// that map every ring onto a ring. The whole-tree count stores one position
// of each set of positions that the symmetries fixing the start position
// map onto each other.

// perm24 maps each sphere cell to its image.
type perm24 [SphereCells]int

// sphereGenerators: a quarter turn about the vertical axis (L to F to R to
// B), a quarter turn about the left-right axis (U to F to D to B), and the
// mirror that swaps left and right.
func sphereGenerators() [3]perm24 {
	var turnV, turnH, mirror perm24
	from := func(p *perm24, pairs ...int) {
		for i := 0; i+1 < len(pairs); i += 2 {
			p[pairs[i]] = pairs[i+1]
		}
	}
	from(&turnV, 4, 8, 5, 9, 8, 12, 9, 13, 12, 16, 13, 17, 16, 4, 17, 5,
		6, 10, 7, 11, 10, 14, 11, 15, 14, 18, 15, 19, 18, 6, 19, 7,
		2, 3, 3, 1, 1, 0, 0, 2, 20, 21, 21, 23, 23, 22, 22, 20)
	from(&turnH, 0, 8, 2, 10, 8, 20, 10, 22, 20, 19, 22, 17, 19, 0, 17, 2,
		1, 9, 3, 11, 9, 21, 11, 23, 21, 18, 23, 16, 18, 1, 16, 3,
		5, 7, 7, 6, 6, 4, 4, 5, 12, 14, 14, 15, 15, 13, 13, 12)
	from(&mirror, 4, 13, 13, 4, 5, 12, 12, 5, 8, 9, 9, 8, 16, 17, 17, 16,
		6, 15, 15, 6, 7, 14, 14, 7, 10, 11, 11, 10, 18, 19, 19, 18,
		0, 1, 1, 0, 2, 3, 3, 2, 20, 21, 21, 20, 22, 23, 23, 22)
	return [3]perm24{turnV, turnH, mirror}
}

// keepsRings reports whether p maps every ring onto a ring, in cyclic order
// either way round.
func (p perm24) keepsRings() bool {
	for _, ring := range rings {
		var img [8]int
		for k, c := range ring {
			img[k] = p[c]
		}
		found := false
		for _, other := range rings {
			for shift := 0; shift < 8 && !found; shift++ {
				fwd, back := true, true
				for k := 0; k < 8; k++ {
					fwd = fwd && img[k] == other[(shift+k)%8]
					back = back && img[k] == other[(shift+8-k)%8]
				}
				found = fwd || back
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func (p perm24) then(q perm24) perm24 {
	var r perm24
	for c := range p {
		r[c] = q[p[c]]
	}
	return r
}

// sphereSymmetries closes the generators into the group they make.
func sphereSymmetries() []perm24 {
	var id perm24
	for c := range id {
		id[c] = c
	}
	group := []perm24{id}
	seen := map[perm24]bool{id: true}
	gens := sphereGenerators()
	for i := 0; i < len(group); i++ {
		for _, g := range gens {
			if next := group[i].then(g); !seen[next] {
				seen[next] = true
				group = append(group, next)
			}
		}
	}
	return group
}

// boardMap applies a symmetry to 24-bit boards by bytes.
type boardMap [3][256]uint32

func (p perm24) boardMap() *boardMap {
	var m boardMap
	for byteIdx := 0; byteIdx < 3; byteIdx++ {
		for v := 0; v < 256; v++ {
			for b := 0; b < 8; b++ {
				if v>>uint(b)&1 != 0 {
					m[byteIdx][v] |= 1 << uint(p[byteIdx*8+b])
				}
			}
		}
	}
	return &m
}

func (m *boardMap) apply(b uint64) uint64 {
	return uint64(m[0][b&0xff] | m[1][b>>8&0xff] | m[2][b>>16&0xff])
}

// startSymmetries returns the board maps of the symmetries that leave the
// sphere's start position as it is.
func startSymmetries() []*boardMap {
	start := Sphere().Start()
	var out []*boardMap
	for _, p := range sphereSymmetries() {
		m := p.boardMap()
		if m.apply(start.disc[0][0]) == start.disc[0][0] && m.apply(start.disc[1][0]) == start.disc[1][0] {
			out = append(out, m)
		}
	}
	return out
}
