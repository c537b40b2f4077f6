// Package driver holds what the command-line tools share: splitting input
// files into cases, and checking `expected-*` diagnostics comments.
package driver

import (
	"strings"
)

// Chunk is one case of a file split on `// -----` lines.
type Chunk struct {
	// Text is the case padded with leading newlines so that its lines keep
	// their numbers in the original file.
	Text string
	// FirstLine is the 1-based line of the case's first line.
	FirstLine int
}

// SplitMarker is the line that separates cases.
const SplitMarker = "// -----"

// Split splits source into cases when split is true; otherwise it returns
// the whole source as one chunk.
func Split(source string, split bool) []Chunk {
	if !split {
		return []Chunk{{Text: source, FirstLine: 1}}
	}
	lines := strings.SplitAfter(source, "\n")
	var chunks []Chunk
	var cur strings.Builder
	start := 1
	for i, line := range lines {
		if strings.TrimRight(line, " \t\r\n") == SplitMarker {
			chunks = append(chunks, Chunk{Text: strings.Repeat("\n", start-1) + cur.String(), FirstLine: start})
			cur.Reset()
			start = i + 2
			continue
		}
		cur.WriteString(line)
	}
	chunks = append(chunks, Chunk{Text: strings.Repeat("\n", start-1) + cur.String(), FirstLine: start})
	return chunks
}

// IsBlank reports whether a chunk holds nothing but comments and space.
func (c Chunk) IsBlank() bool {
	for _, line := range strings.Split(c.Text, "\n") {
		t := strings.TrimSpace(line)
		if t != "" && !strings.HasPrefix(t, "//") {
			return false
		}
	}
	return true
}
