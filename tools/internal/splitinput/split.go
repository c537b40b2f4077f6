// Package splitinput cuts an input file into the cases of
// --split-input-file, as mlir-opt does. It has no cgo dependencies, so that
// the conformance runner shares it with the tools.
package splitinput

import (
	"strings"
)

// Chunk is one case of a file split on `// -----` markers.
type Chunk struct {
	// Text is the case padded with leading newlines and spaces so that each
	// of its characters keeps its line and column in the original file:
	// diagnostics of the case then point into the original file.
	Text string
	// Body is the case's own text, without the padding.
	Body string
	// FirstLine is the 1-based line of the case's first line: the line after
	// the marker when nothing but blanks follows the marker on its line.
	FirstLine int
}

// Marker is the marker that separates cases.
const Marker = "// -----"

// Split splits source into cases when split is true; otherwise it returns
// the whole source as one chunk.
//
// The rules are those of mlir-opt's --split-input-file: source is cut at
// every occurrence of the marker, wherever it is on its line. What precedes
// the marker on its line ends the previous case and what follows it starts
// the next one (a marker alone on its line, the usual form, leaves only its
// line break). Each case keeps the line and column numbers of the original
// file.
func Split(source string, split bool) []Chunk {
	if !split {
		return []Chunk{{Text: source, Body: source, FirstLine: 1}}
	}
	return SplitOn(source, Marker)
}

// SplitOn splits source into cases at every occurrence of marker, with the
// rules of Split; an empty marker means Marker. It is mlir-opt's
// --split-input-file=<marker>.
func SplitOn(source, marker string) []Chunk {
	if marker == "" {
		marker = Marker
	}
	var chunks []Chunk
	line, col := 1, 1 // where the current case starts
	rest := source
	for {
		i := strings.Index(rest, marker)
		if i < 0 {
			break
		}
		chunks = append(chunks, newChunk(rest[:i], line, col))
		// Advance the position over the case and the marker.
		line, col = advance(rest[:i+len(marker)], line, col)
		rest = rest[i+len(marker):]
	}
	return append(chunks, newChunk(rest, line, col))
}

// Position is a 1-based line and column of the input.
type Position struct {
	Line, Col int
}

// NearMisses returns where source holds the marker less its last dash
// ("// ----" not followed by "-"), which mlir-opt's --split-input-file warns
// about: the position of the last dash of each.
func NearMisses(source string) []Position {
	prefix := Marker[:len(Marker)-1]
	var out []Position
	line, col := 1, 1
	rest := source
	for {
		i := strings.Index(rest, prefix)
		if i < 0 {
			return out
		}
		line, col = advance(rest[:i+len(prefix)], line, col)
		rest = rest[i+len(prefix):]
		if !strings.HasPrefix(rest, "-") {
			out = append(out, Position{Line: line, Col: col - 1})
		}
	}
}

// newChunk makes the chunk of body, which starts at line and col.
func newChunk(body string, line, col int) Chunk {
	pad := strings.Repeat("\n", line-1) + strings.Repeat(" ", col-1)
	first := line
	if eol := strings.IndexByte(body, '\n'); col > 1 && eol >= 0 && strings.TrimSpace(body[:eol]) == "" {
		first = line + 1
	}
	return Chunk{Text: pad + body, Body: body, FirstLine: first}
}

// advance returns the position after text, which starts at line and col.
func advance(text string, line, col int) (int, int) {
	if n := strings.Count(text, "\n"); n > 0 {
		return line + n, len(text) - strings.LastIndexByte(text, '\n')
	}
	return line, col + len(text)
}

// IsBlank reports whether a chunk holds nothing but comments and space.
func (c Chunk) IsBlank() bool {
	for _, line := range strings.Split(c.Body, "\n") {
		t := strings.TrimSpace(line)
		if t != "" && !strings.HasPrefix(t, "//") {
			return false
		}
	}
	return true
}
