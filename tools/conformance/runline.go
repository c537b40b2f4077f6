package main

import (
	"fmt"
	"regexp"
	"strings"
)

// upstreamTools lists the upstream tool names that RUN lines invoke. Each is
// replaced by the same name with toolSuffix appended.
var upstreamTools = []string{"stablehlo-translate", "stablehlo-opt"}

// toolSuffix is appended to upstream tool names to obtain ours.
const toolSuffix = "-go"

var (
	// runLineRE matches a lit RUN directive and captures its command text.
	runLineRE = regexp.MustCompile(`^\s*//\s*RUN:(.*)$`)
	// splitFlagRE matches the split-input-file option of the MLIR tools.
	splitFlagRE = regexp.MustCompile(`(?:^|\s)--?split-input-file(?:=\S*)?(?:\s|$)`)
)

// runLine is one RUN command of a test file, with continuation lines joined
// and tool names already rewritten.
type runLine struct {
	line int    // 1-based line where the command starts
	cmd  string // shell command before lit substitutions
}

// splits reports whether the command asks the tool to split its input.
func (r runLine) splits() bool {
	return splitFlagRE.MatchString(r.cmd)
}

// parseRunLines extracts the RUN commands of a test file. A command whose
// text ends in a backslash continues on the next RUN line.
func parseRunLines(content string) ([]runLine, error) {
	var (
		runs    []runLine
		pending strings.Builder
		start   int
	)
	for i, line := range strings.Split(content, "\n") {
		m := runLineRE.FindStringSubmatch(strings.TrimSuffix(line, "\r"))
		if m == nil {
			continue
		}
		text := strings.TrimSpace(m[1])
		if pending.Len() == 0 {
			start = i + 1
		}
		if cont, ok := strings.CutSuffix(text, `\`); ok {
			pending.WriteString(strings.TrimSpace(cont))
			pending.WriteByte(' ')
			continue
		}
		pending.WriteString(text)
		cmd := strings.TrimSpace(pending.String())
		pending.Reset()
		if cmd == "" {
			continue
		}
		runs = append(runs, runLine{line: start, cmd: renameTools(cmd)})
	}
	if pending.Len() != 0 {
		return nil, fmt.Errorf("RUN line %d: continuation at end of file", start)
	}
	return runs, nil
}

// isNameByte reports whether b can be part of a tool or option name, which
// decides where whole-word tool matches may begin and end.
func isNameByte(b byte) bool {
	switch {
	case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b >= '0' && b <= '9':
		return true
	}
	return b == '-' || b == '_' || b == '.'
}

// renameTools appends toolSuffix to every whole-word occurrence of an
// upstream tool name in cmd.
func renameTools(cmd string) string {
	var b strings.Builder
	i := 0
scan:
	for i < len(cmd) {
		if i == 0 || !isNameByte(cmd[i-1]) {
			for _, tool := range upstreamTools {
				end := i + len(tool)
				if strings.HasPrefix(cmd[i:], tool) && (end == len(cmd) || !isNameByte(cmd[end])) {
					b.WriteString(tool)
					b.WriteString(toolSuffix)
					i = end
					continue scan
				}
			}
		}
		b.WriteByte(cmd[i])
		i++
	}
	return b.String()
}

// substitutions holds the values of the lit substitutions for one case.
type substitutions struct {
	src    string // %s: the test input
	srcDir string // %S and %p: directory of the original test file
	tmp    string // %t: a fresh temporary path
	tmpDir string // %T: directory of %t
}

// apply expands %s, %S, %p, %t, %T (and their %/x forms), %{pathsep} and %%
// in cmd. Unknown sequences are left untouched.
func (s substitutions) apply(cmd string) string {
	var b strings.Builder
	for i := 0; i < len(cmd); i++ {
		if cmd[i] != '%' || i+1 == len(cmd) {
			b.WriteByte(cmd[i])
			continue
		}
		rest := cmd[i+1:]
		if strings.HasPrefix(rest, "{pathsep}") {
			b.WriteByte(':')
			i += len("{pathsep}")
			continue
		}
		skip := 1
		if rest[0] == '/' && len(rest) > 1 {
			rest = rest[1:]
			skip = 2
		}
		var value string
		switch rest[0] {
		case 's':
			value = s.src
		case 'S', 'p':
			value = s.srcDir
		case 't':
			value = s.tmp
		case 'T':
			value = s.tmpDir
		case '%':
			if skip == 1 {
				value = "%"
				break
			}
			fallthrough
		default:
			b.WriteByte('%')
			continue
		}
		b.WriteString(value)
		i += skip
	}
	return b.String()
}
