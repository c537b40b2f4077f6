package main

import (
	"regexp"
	"strings"
)

// funcNameRE finds the symbol name of a func.func operation.
var funcNameRE = regexp.MustCompile(`\bfunc\.func\s+(?:(?:public|private|nested)\s+)?@("(?:[^"\\]|\\.)*"|[\w$.-]+)`)

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
