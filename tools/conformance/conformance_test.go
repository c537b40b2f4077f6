package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeTranslate stands in for stablehlo-translate-go. It reads its input
// file (or stdin), hangs on HANG, fails on FAILME or --args=not_array, and
// otherwise prints the lines starting with "// PRINT" with their numbers.
const fakeTranslate = `#!/bin/sh
f=
for a in "$@"; do
  case "$a" in
    --args=not_array) echo "error: expected an array" >&2; exit 1;;
    -*) ;;
    *) f=$a;;
  esac
done
if [ -n "$f" ]; then text=$(cat "$f") || exit 1; else text=$(cat); fi
case "$text" in
  *HANG*) sleep 30 & echo $! > "$FAKE_PIDFILE"; wait; exit 0;;
  *FAILME*) echo; echo "  error: requested failure  " >&2; exit 1;;
esac
printf '%s\n' "$text" | grep -n '^// PRINT .*'
exit 0
`

// fakeOpt stands in for stablehlo-opt-go: it copies its input.
const fakeOpt = `#!/bin/sh
f=
for a in "$@"; do
  case "$a" in
    -*) ;;
    *) f=$a;;
  esac
done
if [ -n "$f" ]; then exec cat "$f"; fi
exec cat
`

var testFiles = map[string]string{
	"split.mlir": `// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @ok() {
  // PRINT a
}

// -----

func.func private @bad() {
  // FAILME
}

// -----

// only a comment

// -----

"no.func"() : () -> ()
`,
	"checks.mlir": `// RUN: stablehlo-translate --interpret --split-input-file %s | FileCheck %s
// CHECK: [[@LINE+1]]:// PRINT one
// PRINT one

// -----

// CHECK: [[@LINE+1]]:// PRINT two
// PRINT two

// -----

// CHECK: PRINT three
// PRINT four
`,
	"not.mlir": `// RUN: stablehlo-translate --interpret %s | FileCheck %s --check-prefix=OK
// RUN: not stablehlo-translate %s --interpret \
// RUN:   --args=not_array 2>&1 | FileCheck %s --check-prefix=ERR
// OK: PRINT x
// ERR: error: expected an array
// PRINT x
`,
	"notfail.mlir": `// RUN: not stablehlo-translate --interpret %s
func.func @fine() {
}
`,
	"sub/nested.mlir": `// RUN: stablehlo-opt %s > %t.out && test -s %t.out && test -d %T && test "$(dirname %t)" = %T
// RUN: test -f %S/nested.mlir && test %p = %S && test "100%%" = "100%"
// RUN: stablehlo-opt --some-pass %s | stablehlo-translate --interpret | FileCheck %s
// CHECK: PRINT y
// PRINT y
// -----
// Not split: no RUN line asks for it.
`,
	"hang.mlir": `// RUN: stablehlo-translate --interpret %s
// HANG
`,
	"norun.mlir": `func.func @nothing() {
}
`,
	"README.txt": "not a test\n",
}

// setup creates the fake tools and the test tree and returns their
// directories. It skips the test when the LLVM tools are missing.
func setup(t *testing.T) (toolsDir, testsDir string) {
	t.Helper()
	if _, err := os.Stat(filepath.Join(defaultLLVM, "FileCheck")); err != nil {
		t.Skipf("FileCheck not available: %v", err)
	}
	root := t.TempDir()
	toolsDir = filepath.Join(root, "bin")
	testsDir = filepath.Join(root, "tests")
	write := func(path, text string, mode os.FileMode) {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(toolsDir, "stablehlo-translate-go"), fakeTranslate, 0o755)
	write(filepath.Join(toolsDir, "stablehlo-opt-go"), fakeOpt, 0o755)
	for name, text := range testFiles {
		write(filepath.Join(testsDir, filepath.FromSlash(name)), text, 0o644)
	}
	t.Setenv("FAKE_PIDFILE", filepath.Join(root, "sleep.pid"))
	return toolsDir, testsDir
}

// runMain runs the program and returns its exit status and output lines.
func runMain(t *testing.T, args ...string) (int, []string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	if stderr.Len() != 0 {
		t.Logf("stderr: %s", stderr.String())
	}
	return code, strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
}

func TestEndToEnd(t *testing.T) {
	toolsDir, testsDir := setup(t)
	start := time.Now()
	code, lines := runMain(t, "--tools-dir", toolsDir, "-j", "4", "--timeout", "1s", testsDir)
	elapsed := time.Since(start)

	if code != exitFailed {
		t.Errorf("exit status = %d, want %d", code, exitFailed)
	}
	want := []string{
		"FAIL: checks.mlir:11: checks.mlir:12:11: error: CHECK: expected string not found in input",
		"FAIL: hang.mlir: timeout",
		"FAIL: norun.mlir: no RUN lines",
		"FAIL: notfail.mlir: RUN at line 1: exit status 1",
		"FAIL: split.mlir:8 @bad: error: requested failure",
		"7 passed, 5 failed",
	}
	if !reflect.DeepEqual(lines, want) {
		t.Errorf("output:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if elapsed > 1500*time.Millisecond+waitDelay {
		t.Errorf("run took %v; the hanging case was not stopped promptly", elapsed)
	}

	// The hanging tool's child must have been killed with its group.
	data, err := os.ReadFile(os.Getenv("FAKE_PIDFILE"))
	if err != nil {
		t.Fatalf("reading pid of the hanging process: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatalf("parsing pid: %v", err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d of the timed-out case is still alive", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// alive reports whether the process exists and is not a zombie awaiting
// its new parent.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return !os.IsNotExist(err)
	}
	fields := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
	return len(fields) == 0 || fields[0] != "Z"
}

func TestVerboseAndNames(t *testing.T) {
	toolsDir, testsDir := setup(t)
	code, lines := runMain(t, "--tools-dir", toolsDir, "-v", "--filter", `^(split|sub/|not)`, testsDir)
	if code != exitFailed {
		t.Errorf("exit status = %d, want %d", code, exitFailed)
	}
	var names []string
	for _, line := range lines {
		if strings.HasPrefix(line, "PASS: ") || strings.HasPrefix(line, "FAIL: ") {
			names = append(names, line)
		}
	}
	want := []string{
		"PASS: not.mlir",
		"FAIL: notfail.mlir: RUN at line 1: exit status 1",
		"PASS: split.mlir:1 @ok",
		"PASS: split.mlir:14",
		"PASS: split.mlir:18",
		"FAIL: split.mlir:8 @bad: error: requested failure",
		"PASS: sub/nested.mlir",
	}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("cases:\n%s\nwant:\n%s", strings.Join(names, "\n"), strings.Join(want, "\n"))
	}
	out := strings.Join(lines, "\n")
	if !strings.Contains(out, "    RUN at line 1: not stablehlo-translate-go --interpret ") {
		t.Errorf("verbose output lacks the failing command:\n%s", out)
	}
	if lines[len(lines)-1] != "5 passed, 2 failed" {
		t.Errorf("summary = %q", lines[len(lines)-1])
	}
}

func TestDeterministicOrder(t *testing.T) {
	toolsDir, testsDir := setup(t)
	args := []string{"--tools-dir", toolsDir, "--filter", "^[^h]", testsDir}
	code1, serial := runMain(t, append([]string{"-j", "1"}, args...)...)
	code8, parallel := runMain(t, append([]string{"-j", "8"}, args...)...)
	if code1 != code8 || !reflect.DeepEqual(serial, parallel) {
		t.Errorf("-j 1 gave %d:\n%s\n-j 8 gave %d:\n%s", code1,
			strings.Join(serial, "\n"), code8, strings.Join(parallel, "\n"))
	}
}

func TestFileArguments(t *testing.T) {
	toolsDir, testsDir := setup(t)
	code, lines := runMain(t, filepath.Join(testsDir, "sub", "nested.mlir"), "--tools-dir", toolsDir,
		"--", filepath.Join(testsDir, "not.mlir"))
	if code != exitOK {
		t.Errorf("exit status = %d, want %d; output:\n%s", code, exitOK, strings.Join(lines, "\n"))
	}
	if want := []string{"2 passed, 0 failed"}; !reflect.DeepEqual(lines, want) {
		t.Errorf("output = %q, want %q", lines, want)
	}
}

func TestBaseline(t *testing.T) {
	toolsDir, testsDir := setup(t)
	dir := t.TempDir()
	written := filepath.Join(dir, "written.txt")
	args := []string{"--tools-dir", toolsDir, "--filter", "split", testsDir}

	code, _ := runMain(t, append([]string{"--write-baseline", written}, args...)...)
	if code != exitFailed {
		t.Errorf("exit status without baseline = %d, want %d", code, exitFailed)
	}
	data, err := os.ReadFile(written)
	if err != nil {
		t.Fatal(err)
	}
	want := "split.mlir:1 @ok\nsplit.mlir:14\nsplit.mlir:18\n"
	if string(data) != want {
		t.Errorf("written baseline = %q, want %q", data, want)
	}

	code, lines := runMain(t, append([]string{"--baseline", written}, args...)...)
	if code != exitOK {
		t.Errorf("exit status with matching baseline = %d, want %d", code, exitOK)
	}
	if got := strings.Join(lines[len(lines)-2:], "\n"); got != "all cases: 3 passed, 1 failed\nbaseline: 3 passed, 0 failed" {
		t.Errorf("summary = %q", got)
	}

	strict := filepath.Join(dir, "strict.txt")
	text := "# expected to pass\n\nsplit.mlir:1 @ok\nsplit.mlir:8 @bad\n"
	if err := os.WriteFile(strict, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, lines = runMain(t, append([]string{"--baseline", strict}, args...)...)
	if code != exitFailed {
		t.Errorf("exit status with regression = %d, want %d", code, exitFailed)
	}
	wantLines := []string{
		"FAIL: split.mlir:8 @bad: error: requested failure",
		"REGRESSION: split.mlir:8 @bad: error: requested failure",
		"all cases: 3 passed, 1 failed",
		"baseline: 1 passed, 1 failed",
	}
	if !reflect.DeepEqual(lines, wantLines) {
		t.Errorf("output:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(wantLines, "\n"))
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--filter", "(", "."},
		{"--timeout", "0s", "."},
		{"/does/not/exist"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), args, &stdout, &stderr); code != exitUsage {
			t.Errorf("run(%q) = %d, want %d", args, code, exitUsage)
		}
	}
}

func TestRenameTools(t *testing.T) {
	tests := map[string]string{
		"stablehlo-translate --interpret %s":                     "stablehlo-translate-go --interpret %s",
		"stablehlo-opt %s | stablehlo-translate":                 "stablehlo-opt-go %s | stablehlo-translate-go",
		"not stablehlo-opt-go --stablehlo-opt-pass x":            "not stablehlo-opt-go --stablehlo-opt-pass x",
		"(stablehlo-opt)&&stablehlo-translate2 my_stablehlo-opt": "(stablehlo-opt-go)&&stablehlo-translate2 my_stablehlo-opt",
	}
	for in, want := range tests {
		if got := renameTools(in); got != want {
			t.Errorf("renameTools(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSubstitutions(t *testing.T) {
	s := substitutions{src: "/a/x.mlir", srcDir: "/a", tmp: "/t/x.mlir.tmp", tmpDir: "/t"}
	got := s.apply("%s %S %p %t.out %T %% %%s %/s %{pathsep} %q 5%")
	want := "/a/x.mlir /a /a /t/x.mlir.tmp.out /t % %s /a/x.mlir : %q 5%"
	if got != want {
		t.Errorf("apply = %q, want %q", got, want)
	}
}

func TestParseRunLines(t *testing.T) {
	content := "// RUN: a %s \\\n// RUN:   | b\nfoo\n  //RUN: stablehlo-opt x\n// CHECK: RUN: no\n"
	runs, err := parseRunLines(content)
	if err != nil {
		t.Fatal(err)
	}
	want := []runLine{{line: 1, cmd: "a %s | b"}, {line: 4, cmd: "stablehlo-opt-go x"}}
	if !reflect.DeepEqual(runs, want) {
		t.Errorf("runs = %+v, want %+v", runs, want)
	}
	if _, err := parseRunLines("// RUN: a \\\n"); err == nil {
		t.Error("dangling continuation accepted")
	}
	if !(runLine{cmd: "t -split-input-file %s"}).splits() || (runLine{cmd: "t --split-input-files"}).splits() {
		t.Error("split flag detection is wrong")
	}
}

func TestFirstFuncName(t *testing.T) {
	if got := firstFuncName("// func.func @no()\nfunc.func public @\"q x\"() {\nfunc.func @later"); got != `"q x"` {
		t.Errorf("firstFuncName = %q", got)
	}
}

func TestCappedBuffer(t *testing.T) {
	var b cappedBuffer
	chunk := bytes.Repeat([]byte("x"), outputLimit/2+1)
	for range 3 {
		if n, err := b.Write(chunk); n != len(chunk) || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	if b.Len() != outputLimit {
		t.Errorf("kept %d bytes, want %d", b.Len(), outputLimit)
	}
	if got := truncate(strings.Repeat("é", 300), 200); len([]rune(got)) != 203 {
		t.Errorf("truncate kept %d runes", len([]rune(got)))
	}
}

func TestBaselineCaseNotFound(t *testing.T) {
	tools, tests := setup(t)
	baseline := filepath.Join(t.TempDir(), "gone.txt")
	if err := os.WriteFile(baseline, []byte("split.mlir:1 @ok\nvanished.mlir\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, lines := runMain(t, "--tools-dir", tools, "--baseline", baseline, "--filter", "split", tests)
	if code != exitFailed {
		t.Errorf("exit status with a missing baseline case = %d, want %d", code, exitFailed)
	}
	if !slices.Contains(lines, "REGRESSION: vanished.mlir: case not found") || lines[len(lines)-1] != "baseline: 1 passed, 1 failed" {
		t.Errorf("output:\n%s", strings.Join(lines, "\n"))
	}
}
