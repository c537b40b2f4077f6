// Command stablehlo-constraint-coverage-go reports which numbered
// constraints of the StableHLO specification are exercised by invalid-IR
// tests.
//
// Usage:
//
//	stablehlo-constraint-coverage-go --spec SPEC.md [--exempt FILE] [--strict] [-v] TEST.mlir...
//
// The spec's "### op" sections are read for their "#### Constraints" lists
// ("* (C1) ..."). A test case covers constraint Cn of op X when one of its
// expected-error lines names "Cn:" in its message and points at a line
// holding a stablehlo.X operation, or when the comment line right above the
// expected-error says "// covers: [X] Cn [Cm ...]" (for diagnostics that the
// type system produces and that therefore cannot name the constraint).
//
// Constraints that no verifier can check (for example those that depend on
// the number of replicas, known only when the program runs) are listed in the
// test files as "// exempt: op Cn reason" comments, next to the cases of the
// same op, or one per line ("op Cn reason") in a file given with --exempt.
// With --strict the exit status
// is 1 when a constraint is neither covered nor exempt, or when an exemption
// names a constraint that the tests in fact cover or the spec does not have.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// constraint identifies one numbered constraint of one op.
type constraint struct {
	op string
	n  int
}

func (c constraint) String() string { return fmt.Sprintf("%s C%d", c.op, c.n) }

var (
	opHeading       = regexp.MustCompile(`^### ([a-z_0-9]+)\s*$`)
	specConstraint  = regexp.MustCompile(`^\s*\* \(C(\d+)\)`)
	expectedError   = regexp.MustCompile(`expected-error\s*(@[^ ]+)?\s*\{\{(.*)\}\}`)
	messageNumber   = regexp.MustCompile(`\bC(\d+):`)
	coversComment   = regexp.MustCompile(`^\s*//\s*covers:\s*(.*)$`)
	constraintToken = regexp.MustCompile(`^C(\d+)$`)
	opOnLine        = regexp.MustCompile(`"?stablehlo\.([a-z_0-9]+)`)
	exemptComment   = regexp.MustCompile(`^\s*//\s*exempt:\s*(.*)$`)
)

// parseSpec returns, per op, the constraint numbers its section lists.
func parseSpec(r io.Reader) (map[string][]int, error) {
	ops := map[string][]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	inOps, inConstraints := false, false
	op := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "## Ops":
			inOps = true
			continue
		case strings.HasPrefix(line, "## "):
			inOps = false
			op = ""
			continue
		}
		if !inOps {
			continue
		}
		if m := opHeading.FindStringSubmatch(line); m != nil {
			op, inConstraints = m[1], false
			continue
		}
		if strings.HasPrefix(line, "### ") {
			op = ""
			continue
		}
		if strings.HasPrefix(line, "#### ") {
			inConstraints = strings.TrimSpace(line) == "#### Constraints"
			continue
		}
		if op == "" || !inConstraints {
			continue
		}
		if m := specConstraint.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			ops[op] = appendUnique(ops[op], n)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("no \"## Ops\" section with constraints found")
	}
	return ops, nil
}

func appendUnique(s []int, n int) []int {
	for _, x := range s {
		if x == n {
			return s
		}
	}
	return append(s, n)
}

// testCase records where a covered constraint is tested.
type location struct {
	file string
	line int
}

// parseTests records the constraints the expected-error lines of one test
// file cover, each with the first place that covers it, and the file's
// "// exempt:" comments.
func parseTests(file string, text string, covered map[constraint]location, exempt map[constraint]string) error {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if em := exemptComment.FindStringSubmatch(line); em != nil {
			if err := addExemption(exempt, em[1]); err != nil {
				return fmt.Errorf("%s:%d: %v", file, i+1, err)
			}
			continue
		}
		m := expectedError.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		target, err := targetLine(i, m[1], len(lines))
		if err != nil {
			return fmt.Errorf("%s:%d: %v", file, i+1, err)
		}
		op := ""
		if target >= 0 {
			if om := opOnLine.FindStringSubmatch(lines[target]); om != nil {
				op = om[1]
			}
		}
		var numbers []int
		for _, nm := range messageNumber.FindAllStringSubmatch(m[2], -1) {
			n, _ := strconv.Atoi(nm[1])
			numbers = append(numbers, n)
		}
		if i > 0 {
			if cm := coversComment.FindStringSubmatch(lines[i-1]); cm != nil {
				for _, tok := range strings.Fields(cm[1]) {
					if nm := constraintToken.FindStringSubmatch(tok); nm != nil {
						n, _ := strconv.Atoi(nm[1])
						numbers = append(numbers, n)
					} else {
						op = tok
					}
				}
			}
		}
		if op == "" || len(numbers) == 0 {
			continue
		}
		for _, n := range numbers {
			c := constraint{op, n}
			if _, ok := covered[c]; !ok {
				covered[c] = location{file, i + 1}
			}
		}
	}
	return nil
}

// targetLine resolves an expected-error designator to a 0-based line index,
// or -1 when the diagnostic has no line (@unknown).
func targetLine(i int, at string, n int) (int, error) {
	switch {
	case at == "" || at == "@0":
		return i, nil
	case at == "@unknown":
		return -1, nil
	case at == "@above":
		return i - 1, nil
	case at == "@below":
		return i + 1, nil
	case strings.HasPrefix(at, "@+") || strings.HasPrefix(at, "@-"):
		d, err := strconv.Atoi(at[1:])
		if err != nil {
			return 0, fmt.Errorf("bad line designator %q", at)
		}
		t := i + d
		if t < 0 || t >= n {
			return 0, fmt.Errorf("line designator %q points outside the file", at)
		}
		return t, nil
	}
	return 0, fmt.Errorf("bad line designator %q", at)
}

// parseExemptions reads "op Cn reason" lines; '#' starts a comment.
func parseExemptions(file, text string, exempt map[constraint]string) error {
	for i, line := range strings.Split(text, "\n") {
		if j := strings.Index(line, "#"); j >= 0 {
			line = line[:j]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if err := addExemption(exempt, line); err != nil {
			return fmt.Errorf("%s:%d: %v", file, i+1, err)
		}
	}
	return nil
}

// addExemption parses one "op Cn reason" entry.
func addExemption(exempt map[constraint]string, entry string) error {
	f := strings.Fields(entry)
	if len(f) < 3 {
		return fmt.Errorf("expected \"op Cn reason\", got %q", strings.TrimSpace(entry))
	}
	nm := constraintToken.FindStringSubmatch(f[1])
	if nm == nil {
		return fmt.Errorf("%q is not a constraint number", f[1])
	}
	n, _ := strconv.Atoi(nm[1])
	exempt[constraint{f[0], n}] = strings.Join(f[2:], " ")
	return nil
}

// report is the outcome of comparing the spec with the tests.
type report struct {
	total, covered, exempt int
	missing                []constraint
	staleExemptions        []string
	perOp                  map[string][3]int // total, covered, exempt
}

func compare(spec map[string][]int, covered map[constraint]location, exempt map[constraint]string) report {
	r := report{perOp: map[string][3]int{}}
	for op, ns := range spec {
		for _, n := range ns {
			c := constraint{op, n}
			row := r.perOp[op]
			row[0]++
			r.total++
			switch _, isCovered := covered[c]; {
			case isCovered:
				row[1]++
				r.covered++
				if _, ok := exempt[c]; ok {
					r.staleExemptions = append(r.staleExemptions, c.String()+" is exempt but covered")
				}
			case exempt[c] != "":
				row[2]++
				r.exempt++
			default:
				r.missing = append(r.missing, c)
			}
			r.perOp[op] = row
		}
	}
	for c := range exempt {
		if !contains(spec[c.op], c.n) {
			r.staleExemptions = append(r.staleExemptions, c.String()+" is exempt but not in the spec")
		}
	}
	sort.Slice(r.missing, func(i, j int) bool {
		if r.missing[i].op != r.missing[j].op {
			return r.missing[i].op < r.missing[j].op
		}
		return r.missing[i].n < r.missing[j].n
	})
	sort.Strings(r.staleExemptions)
	return r
}

func contains(s []int, n int) bool {
	for _, x := range s {
		if x == n {
			return true
		}
	}
	return false
}

func main() {
	defer driver.RecoverMain("stablehlo-constraint-coverage-go")
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("stablehlo-constraint-coverage-go", flag.ContinueOnError)
	fs.SetOutput(stderr)
	specPath := fs.String("spec", "", "path of stablehlo-spec.md")
	exemptPath := fs.String("exempt", "", "file of constraints no verifier can check (\"op Cn reason\")")
	strict := fs.Bool("strict", false, "exit 1 when a constraint is neither covered nor exempt")
	verbose := fs.Bool("v", false, "print one line per op")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *specPath == "" || fs.NArg() == 0 {
		fmt.Fprintln(stderr, "usage: stablehlo-constraint-coverage-go --spec SPEC.md [--exempt FILE] [--strict] [-v] TEST.mlir...")
		return 2
	}
	f, err := os.Open(*specPath)
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 2
	}
	spec, err := parseSpec(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "error: %s: %v\n", *specPath, err)
		return 2
	}
	covered := map[constraint]location{}
	exempt := map[constraint]string{}
	for _, path := range fs.Args() {
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
		if err := parseTests(path, string(data), covered, exempt); err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
	}
	if *exemptPath != "" {
		data, err := os.ReadFile(*exemptPath)
		if err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
		if err := parseExemptions(*exemptPath, string(data), exempt); err != nil {
			fmt.Fprintln(stderr, "error:", err)
			return 2
		}
	}
	r := compare(spec, covered, exempt)
	if *verbose {
		ops := make([]string, 0, len(r.perOp))
		for op := range r.perOp {
			ops = append(ops, op)
		}
		sort.Strings(ops)
		for _, op := range ops {
			row := r.perOp[op]
			fmt.Fprintf(stdout, "%-28s %2d constraints, %2d covered, %2d exempt\n", op, row[0], row[1], row[2])
		}
	}
	for _, c := range r.missing {
		fmt.Fprintf(stdout, "MISSING: %s\n", c)
	}
	for _, s := range r.staleExemptions {
		fmt.Fprintf(stdout, "STALE: %s\n", s)
	}
	fmt.Fprintf(stdout, "%d ops, %d constraints: %d covered by invalid-IR cases, %d exempt, %d missing\n",
		len(spec), r.total, r.covered, r.exempt, len(r.missing))
	if *strict && (len(r.missing) > 0 || len(r.staleExemptions) > 0) {
		return 1
	}
	return 0
}
