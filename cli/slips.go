package cli

import "strings"

// Nearest is the name of names a word not among them was likely meant for,
// or "" for none: the one a typing slip or two away ("puzzles",
// "analyse", "sise"), a slip for each three letters at most, or else the
// only one it begins with or that begins with it ("bench-mark", "nb").
// Commands and flags are hinted by it alike, case being no slip ("SOLVE").
func Nearest(word string, names []string) string {
	best, bestDist := "", max(1, len([]rune(word))/3)+1
	word = strings.ToLower(word)
	var prefixed []string
	for _, c := range names {
		name := strings.ToLower(c)
		if d := editDistance(word, name); d < bestDist {
			best, bestDist = c, d
		}
		if len(word) >= 2 && (strings.HasPrefix(word, name) || strings.HasPrefix(name, word)) {
			prefixed = append(prefixed, c)
		}
	}
	if best == "" && len(prefixed) == 1 {
		best = prefixed[0]
	}
	return best
}

// editDistance is the least number of letters to insert, delete or
// change, or of two neighbours to swap, to turn a into b (the optimal
// string alignment distance): "lgo" is one slip from "log", not two.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			change := d[i-1][j-1]
			if ra[i-1] != rb[j-1] {
				change++
			}
			d[i][j] = min(change, d[i-1][j]+1, d[i][j-1]+1)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
