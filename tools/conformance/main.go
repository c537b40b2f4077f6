// Command stablehlo-conformance-go runs upstream StableHLO lit-format tests
// against the Go tools.
//
// Usage:
//
//	stablehlo-conformance-go [flags] FILE_OR_DIR...
//
// Every *.mlir file found is a test. Its RUN commands are executed with
// bash, with upstream tool names (stablehlo-translate, stablehlo-opt)
// rewritten to their "-go" counterparts and the lit substitutions %s, %S,
// %p, %t, %T and %% expanded. Files whose RUN commands use
// -split-input-file are run once per "// -----" chunk; such cases are named
// "path.mlir:LINE @func", other files simply "path.mlir".
//
// One "FAIL: name: reason" line is printed per failing case, followed by a
// closing "N passed, N failed" line. Without --baseline the exit status is 1
// when any case fails; with --baseline it is 1 only when a case listed in
// the baseline fails. Usage and setup errors exit with status 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Exit statuses.
const (
	exitOK     = 0
	exitFailed = 1
	exitUsage  = 2
)

// defaultLLVM is where FileCheck, not and split-file are looked up.
const defaultLLVM = "/usr/lib/llvm-22/bin"

// config holds the parsed command line.
type config struct {
	toolsDir      string
	llvmBin       string
	jobs          int
	timeout       time.Duration
	filter        *regexp.Regexp
	verbose       bool
	baseline      string
	writeBaseline string
	paths         []string
	// artifactTarget is --artifact-roundtrip.
	artifactTarget string
}

func main() {
	defer driver.RecoverMain("stablehlo-conformance-go")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// parseArgs parses flags and positional arguments, which may be interleaved.
func parseArgs(args []string, stderr io.Writer) (*config, error) {
	cfg := &config{}
	var filter string
	fs := flag.NewFlagSet("stablehlo-conformance-go", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.toolsDir, "tools-dir", "", "directory prepended to PATH to find the tools (default: the runner's own directory)")
	fs.StringVar(&cfg.llvmBin, "llvm-bin", defaultLLVM, "directory holding FileCheck, not and split-file")
	fs.IntVar(&cfg.jobs, "j", runtime.GOMAXPROCS(0), "number of cases run in parallel")
	fs.DurationVar(&cfg.timeout, "timeout", 60*time.Second, "time limit per case")
	fs.StringVar(&filter, "filter", "", "run only cases whose name matches this regular expression")
	fs.BoolVar(&cfg.verbose, "v", false, "also print passing cases and the output of failing commands")
	fs.StringVar(&cfg.baseline, "baseline", "", "file listing the case names expected to pass")
	fs.StringVar(&cfg.artifactTarget, "artifact-roundtrip", "", "write every interpreted program as a portable artifact for this target (X.Y.Z, current, minimum) and read it back before it runs")
	fs.StringVar(&cfg.writeBaseline, "write-baseline", "", "write the sorted names of passing cases to this file")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: stablehlo-conformance-go [flags] FILE_OR_DIR...")
		fs.PrintDefaults()
	}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, fmt.Errorf("parsing arguments: %w", err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			cfg.paths = append(cfg.paths, rest...)
			break
		}
		cfg.paths = append(cfg.paths, rest[0])
		args = rest[1:]
	}
	if len(cfg.paths) == 0 {
		fs.Usage()
		return nil, errors.New("no test files or directories given")
	}
	if cfg.timeout <= 0 {
		return nil, errors.New("--timeout must be positive")
	}
	if filter != "" {
		re, err := regexp.Compile(filter)
		if err != nil {
			return nil, fmt.Errorf("parsing --filter: %w", err)
		}
		cfg.filter = re
	}
	if cfg.toolsDir == "" {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("locating the runner executable: %w", err)
		}
		cfg.toolsDir = filepath.Dir(exe)
	}
	for _, dir := range []*string{&cfg.toolsDir, &cfg.llvmBin} {
		abs, err := filepath.Abs(*dir)
		if err != nil {
			return nil, fmt.Errorf("resolving %s: %w", *dir, err)
		}
		*dir = abs
	}
	return cfg, nil
}

// run is the whole program; it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "stablehlo-conformance-go: %v\n", err)
		return exitUsage
	}
	code, err := execute(ctx, cfg, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "stablehlo-conformance-go: %v\n", err)
		return exitUsage
	}
	return code
}

// execute loads, runs and reports the selected cases.
func execute(ctx context.Context, cfg *config, stdout io.Writer) (int, error) {
	if _, err := exec.LookPath("bash"); err != nil {
		return 0, fmt.Errorf("finding bash: %w", err)
	}
	var expected map[string]bool
	if cfg.baseline != "" {
		var err error
		if expected, err = readBaseline(cfg.baseline); err != nil {
			return 0, err
		}
	}
	files, err := collectFiles(cfg.paths)
	if err != nil {
		return 0, err
	}
	var cases []*testCase
	for _, f := range files {
		fileCases, err := loadCases(f)
		if err != nil {
			return 0, err
		}
		for _, c := range fileCases {
			if cfg.filter == nil || cfg.filter.MatchString(c.name) {
				cases = append(cases, c)
			}
		}
	}

	tmpRoot, err := os.MkdirTemp("", "stablehlo-conformance-")
	if err != nil {
		return 0, fmt.Errorf("creating temporary directory: %w", err)
	}
	defer os.RemoveAll(tmpRoot)
	r := &runner{timeout: cfg.timeout, env: toolEnv(cfg), tmpRoot: tmpRoot, artifactTarget: cfg.artifactTarget}
	results := r.runAll(ctx, cases, cfg.jobs)

	passed, failed := 0, 0
	var regressions []result
	for _, res := range results {
		if res.pass {
			passed++
			if cfg.verbose {
				fmt.Fprintf(stdout, "PASS: %s\n", res.name)
			}
			continue
		}
		failed++
		fmt.Fprintf(stdout, "FAIL: %s: %s\n", res.name, res.reason)
		if cfg.verbose && res.detail != "" {
			fmt.Fprint(stdout, indent(res.detail))
		}
		if expected[res.name] {
			regressions = append(regressions, res)
		}
	}
	for _, res := range regressions {
		fmt.Fprintf(stdout, "REGRESSION: %s: %s\n", res.name, res.reason)
	}
	if expected == nil {
		fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	} else {
		// Baseline cases that were not found at all count as regressions.
		seen := map[string]bool{}
		for _, res := range results {
			seen[res.name] = true
		}
		var missing []string
		for name := range expected {
			if !seen[name] {
				missing = append(missing, name)
			}
		}
		sort.Strings(missing)
		for _, name := range missing {
			fmt.Fprintf(stdout, "REGRESSION: %s: case not found\n", name)
			regressions = append(regressions, result{name: name})
		}
		fmt.Fprintf(stdout, "all cases: %d passed, %d failed\n", passed, failed)
		fmt.Fprintf(stdout, "baseline: %d passed, %d failed\n", len(expected)-len(regressions), len(regressions))
	}

	if cfg.writeBaseline != "" {
		if err := writeBaseline(cfg.writeBaseline, results); err != nil {
			return 0, err
		}
	}
	if len(regressions) > 0 || (expected == nil && failed > 0) {
		return exitFailed, nil
	}
	return exitOK, nil
}

// toolEnv returns the environment for RUN commands: the current one with
// the tools and LLVM directories put first on PATH.
func toolEnv(cfg *config) []string {
	path := cfg.toolsDir + string(os.PathListSeparator) + cfg.llvmBin
	if old := os.Getenv("PATH"); old != "" {
		path += string(os.PathListSeparator) + old
	}
	env := []string{"PATH=" + path}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PATH=") {
			env = append(env, kv)
		}
	}
	return env
}

// indent prefixes every line of s with four spaces and ends it with a
// newline.
func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	return "    " + strings.ReplaceAll(s, "\n", "\n    ") + "\n"
}
