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
// change to turn a into b (Levenshtein's distance).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := range ra {
		cur := make([]int, len(rb)+1)
		cur[0] = i + 1
		for j := range rb {
			change := prev[j]
			if ra[i] != rb[j] {
				change++
			}
			cur[j+1] = min(change, prev[j+1]+1, cur[j]+1)
		}
		prev = cur
	}
	return prev[len(rb)]
}
