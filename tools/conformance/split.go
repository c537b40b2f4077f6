package main

import (
	"regexp"
	"strings"
)

// splitMarker separates the cases of a file processed with
// -split-input-file.
const splitMarker = "// -----"

// funcNameRE finds the symbol name of a func.func operation.
var funcNameRE = regexp.MustCompile(`\bfunc\.func\s+(?:(?:public|private|nested)\s+)?@("(?:[^"\\]|\\.)*"|[\w$.-]+)`)

// chunk is one case of a split file.
type chunk struct {
	line int    // 1-based line of the case's first line in the original file
	text string // the case's lines, without the separators
}

// isSplitMarker reports whether line is a case separator: the marker,
// optionally followed by more dashes, with surrounding blanks.
func isSplitMarker(line string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), splitMarker)
	return ok && strings.Trim(rest, "-") == ""
}

// splitChunks cuts content at separator lines. A file without separators
// yields a single chunk starting at line 1.
func splitChunks(content string) []chunk {
	lines := strings.SplitAfter(content, "\n")
	var (
		chunks []chunk
		cur    strings.Builder
		start  = 1
	)
	for i, line := range lines {
		if isSplitMarker(line) {
			chunks = append(chunks, chunk{line: start, text: cur.String()})
			cur.Reset()
			start = i + 2
			continue
		}
		cur.WriteString(line)
	}
	return append(chunks, chunk{line: start, text: cur.String()})
}

// padded returns the chunk text preceded by enough newlines that every line
// keeps its line number from the original file.
func (c chunk) padded() string {
	return strings.Repeat("\n", c.line-1) + c.text
}

// firstFuncName returns the name of the first func.func defined outside
// comments in text, or "" if there is none.
func firstFuncName(text string) string {
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		if m := funcNameRE.FindStringSubmatch(line); m != nil {
			return m[1]
		}
	}
	return ""
}
