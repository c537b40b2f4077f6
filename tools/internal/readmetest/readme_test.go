package readmetest

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// walkThroughs are the README sections whose blocks the test runs, in the
// order they build on each other.
var walkThroughs = []string{"Install", "Use from Go", "From JAX to Go"}

// block is a fenced code block of the README.
type block struct {
	lang string
	body string
	// line is the line of the opening fence (from 1).
	line int
	// before is the last line of prose before the block.
	before string
}

// repoRoot is the checkout this test belongs to.
func repoRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the test's source file")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

var fenceRe = regexp.MustCompile("^(\\s*)```(\\w*)\\s*$")

// sections splits a README into its "## " sections, each a list of blocks.
func sections(t *testing.T, readme string) map[string][]block {
	t.Helper()
	out := map[string][]block{}
	var cur string
	var prose string
	lines := strings.Split(readme, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.HasPrefix(line, "## ") {
			cur = strings.TrimSpace(strings.TrimPrefix(line, "## "))
			out[cur] = []block{}
			prose = ""
			continue
		}
		m := fenceRe.FindStringSubmatch(line)
		if m == nil {
			if strings.TrimSpace(line) != "" {
				prose = strings.TrimSpace(line)
			}
			continue
		}
		indent := m[1]
		b := block{lang: m[2], line: i + 1, before: prose}
		var body []string
		for i++; ; i++ {
			if i >= len(lines) {
				t.Fatalf("README.md:%d: unterminated code block", b.line)
			}
			if strings.TrimSpace(lines[i]) == "```" {
				break
			}
			body = append(body, strings.TrimPrefix(lines[i], indent))
		}
		b.body = strings.Join(body, "\n") + "\n"
		if cur != "" {
			out[cur] = append(out[cur], b)
		}
		prose = ""
	}
	return out
}

// numberRe matches the numbers of a tool's or program's output.
var numberRe = regexp.MustCompile(`[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?`)

// sameOutput compares output with the README's: the same text around the
// numbers (white space aside) and numbers equal to float32 rounding, so
// that a kernel's last bit or a number's spelling may change.
func sameOutput(got, want string) bool {
	squeeze := func(s string) string {
		return strings.Join(strings.Fields(numberRe.ReplaceAllString(s, "#")), "")
	}
	if squeeze(got) != squeeze(want) {
		return false
	}
	g, w := numberRe.FindAllString(got, -1), numberRe.FindAllString(want, -1)
	if len(g) != len(w) {
		return false
	}
	for i := range g {
		a, err1 := strconv.ParseFloat(g[i], 64)
		b, err2 := strconv.ParseFloat(w[i], 64)
		if err1 != nil || err2 != nil || math.Abs(a-b) > 1e-6*math.Max(1, math.Abs(b)) {
			return false
		}
	}
	return true
}

// goEnv returns the go command's value of each variable.
func goEnv(t *testing.T, names ...string) []string {
	t.Helper()
	out, err := exec.Command("go", append([]string{"env"}, names...)...).Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	vals := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(vals) != len(names) {
		t.Fatalf("go env printed %q", out)
	}
	env := make([]string, len(names))
	for i, n := range names {
		env[i] = n + "=" + vals[i]
	}
	return env
}

// shellEnv is the environment of the README's commands: a home directory
// of their own (where ~/hello goes), the checkout as STABLEHLO_GO, the
// go command's caches as they are, and no network (the module cache holds
// every dependency).
func shellEnv(t *testing.T, root, home string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "HOME", "STABLEHLO_GO", "GOFLAGS", "GOPROXY", "GOSUMDB", "GOWORK", "CGO_ENABLED", "PWD", "OLDPWD":
			continue
		}
		env = append(env, kv)
	}
	env = append(env, goEnv(t, "GOPATH", "GOMODCACHE", "GOCACHE", "GOTOOLCHAIN")...)
	flags := strings.TrimSpace(goEnv(t, "GOFLAGS")[0][len("GOFLAGS="):] + " -mod=mod")
	return append(env, "HOME="+home, "STABLEHLO_GO="+root, "GOFLAGS="+flags,
		"GOPROXY=off", "GOSUMDB=off", "GOWORK=off")
}

// expandHome replaces a leading ~/ by home.
func expandHome(p, home string) string {
	if strings.HasPrefix(p, "~/") {
		return filepath.Join(home, p[2:])
	}
	return p
}

var fileNameRe = regexp.MustCompile("`(~/[^`]+\\.go)`:$")

func TestReadmeWalkThroughs(t *testing.T) {
	root, err := filepath.Abs(repoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"stablehlo-translate-go", "stablehlo-opt-go"} {
		if _, err := os.Stat(filepath.Join(root, "build", "bin", tool)); err != nil {
			t.Fatalf("build/bin/%s is missing (make build): %v", tool, err)
		}
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	secs := sections(t, string(readme))
	home := t.TempDir()
	env := shellEnv(t, root, home)
	inst := &installFacts{root: root}
	ran := 0
	for _, name := range walkThroughs {
		blocks, ok := secs[name]
		if !ok {
			t.Fatalf("README.md has no %q section", name)
		}
		if len(blocks) == 0 {
			t.Errorf("section %q has no code blocks", name)
		}
		for i := 0; i < len(blocks); i++ {
			b := blocks[i]
			where := "README.md:" + strconv.Itoa(b.line)
			switch b.lang {
			case "go":
				m := fileNameRe.FindStringSubmatch(b.before)
				if m == nil {
					t.Errorf("%s: a Go block must follow a line naming its file (`~/dir/main.go`:), got %q", where, b.before)
					continue
				}
				path := expandHome(m[1], home)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(b.body), 0o644); err != nil {
					t.Fatal(err)
				}
			case "python":
				checkPython(t, root, where, b.body)
			case "sh":
				// Install commands need root and rebuild the C++ libraries
				// (installtest runs them): they are checked by text.
				if name == "Install" || strings.Contains(b.body, "make install") ||
					(inst.prefix != "" && strings.Contains(b.body, inst.prefix)) {
					inst.check(t, where, b.body)
					continue
				}
				out := runShell(t, root, env, where, b.body)
				ran++
				if i+1 < len(blocks) && blocks[i+1].lang == "text" {
					i++
					if !sameOutput(out, blocks[i].body) {
						t.Errorf("%s: the commands printed\n%s\nREADME.md:%d shows\n%s", where, out, blocks[i].line, blocks[i].body)
					}
				}
			case "text":
				t.Errorf("%s: an output block that follows no commands", where)
			default:
				t.Errorf("%s: a %q block in a walk-through (sh, go, python or text)", where, b.lang)
			}
		}
	}
	if ran < 4 {
		t.Errorf("ran %d blocks of commands, want at least 4", ran)
	}
	if inst.prefix == "" {
		t.Errorf("the Install section has no make install PREFIX=... command")
	}
}

// runShell runs a block of commands from the checkout's root and returns
// what it printed on standard output.
func runShell(t *testing.T, root string, env []string, where, body string) string {
	t.Helper()
	cmd := exec.Command("bash", "-e", "-o", "pipefail", "-c", body)
	cmd.Dir = root
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Errorf("%s: %v\n%s\nstdout:\n%s\nstderr:\n%s", where, err, body, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// checkPython compares the README's JAX script with examples/jax/export.py
// and checks that the files it writes are committed beside it.
func checkPython(t *testing.T, root, where, body string) {
	t.Helper()
	script, err := os.ReadFile(filepath.Join(root, "examples", "jax", "export.py"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(script)) != strings.TrimSpace(body) {
		t.Errorf("%s: the script differs from examples/jax/export.py", where)
	}
	written := regexp.MustCompile(`"([\w.]+\.(?:jax_exported|mlirbc|npy))"`).FindAllStringSubmatch(body, -1)
	if len(written) == 0 {
		t.Errorf("%s: the script writes no file", where)
	}
	for _, m := range written {
		if _, err := os.Stat(filepath.Join(root, "examples", "jax", m[1])); err != nil {
			t.Errorf("%s: the script writes %s, which examples/jax lacks: %v", where, m[1], err)
		}
	}
}

// installFacts checks install commands by text: make install runs the
// Makefile's install target, and paths under the prefix are the
// directories the Makefile and CMake's install rules fill.
type installFacts struct {
	root   string
	prefix string
	dirs   map[string]bool
}

func (f *installFacts) load(t *testing.T) {
	if f.dirs != nil {
		return
	}
	f.dirs = map[string]bool{}
	cm, err := os.ReadFile(filepath.Join(f.root, "CMakeLists.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`DESTINATION\s+(\S+?)\)?\s`).FindAllStringSubmatch(string(cm), -1) {
		f.dirs[m[1]] = true
	}
	mk, err := os.ReadFile(filepath.Join(f.root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^install:`).Match(mk) || !strings.Contains(string(mk), "--prefix $(abspath $(PREFIX))") {
		t.Errorf("the Makefile has no install target that installs into $(PREFIX)")
	}
	for _, m := range regexp.MustCompile(`-o \$\(abspath \$\(PREFIX\)\)/(\w+)/`).FindAllStringSubmatch(string(mk), -1) {
		f.dirs[m[1]] = true
	}
}

var prefixArgRe = regexp.MustCompile(`^make install PREFIX=(/\S+)$`)

func (f *installFacts) check(t *testing.T, where, body string) {
	t.Helper()
	f.load(t)
	text := strings.ReplaceAll(body, "\\\n", " ")
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if m := prefixArgRe.FindStringSubmatch(line); m != nil {
			if f.prefix == "" {
				f.prefix = m[1]
			} else if m[1] != f.prefix {
				t.Errorf("%s: make install into %s, the Install section's prefix is %s", where, m[1], f.prefix)
			}
			continue
		}
		if f.prefix == "" {
			t.Errorf("%s: %q comes before any make install PREFIX=...", where, line)
			continue
		}
		switch {
		case strings.HasPrefix(line, "export PKG_CONFIG_PATH="), strings.HasPrefix(line, "export CGO_CFLAGS="),
			strings.HasPrefix(line, "export CGO_LDFLAGS="):
		case strings.HasPrefix(line, "go build"):
			if m := regexp.MustCompile(`-tags[ =](\S+)`).FindStringSubmatch(line); m != nil {
				f.checkTag(t, where, m[1])
			}
		default:
			t.Errorf("%s: %q is neither make install, an export nor go build", where, line)
			continue
		}
		for _, m := range regexp.MustCompile(regexp.QuoteMeta(f.prefix)+`/([\w./-]+)`).FindAllStringSubmatch(line, -1) {
			if !f.dirs[strings.TrimSuffix(m[1], "/")] {
				t.Errorf("%s: %s/%s is not a directory make install fills (%v)", where, f.prefix, m[1], f.dirs)
			}
		}
	}
}

// checkTag checks that a build tag selects the cgo flags of the bindings.
func (f *installFacts) checkTag(t *testing.T, where, tag string) {
	t.Helper()
	for _, dir := range []string{"mlirc", filepath.Join("dialect", "stablehlo")} {
		files, err := filepath.Glob(filepath.Join(f.root, dir, "cgo_*.go"))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if regexp.MustCompile(`(?m)^//go:build ` + regexp.QuoteMeta(tag) + `$`).Match(src) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no file of %s is built with -tags %s", where, dir, tag)
		}
	}
}

// Links of the README lead to public addresses or to files of the
// checkout, never outside it.
func TestReadmeLinks(t *testing.T) {
	root := repoRoot(t)
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`\]\(([^)\s]+)\)`).FindAllStringSubmatch(string(readme), -1) {
		target := m[1]
		if strings.HasPrefix(target, "https://") || strings.HasPrefix(target, "#") {
			continue
		}
		if strings.HasPrefix(target, "..") || filepath.IsAbs(target) || strings.Contains(target, "://") {
			t.Errorf("link %s leads outside the checkout", target)
			continue
		}
		if _, err := os.Stat(filepath.Join(root, target)); err != nil {
			t.Errorf("link %s: %v", target, err)
		}
	}
}

func TestSameOutput(t *testing.T) {
	cases := []struct {
		got, want string
		same      bool
	}{
		{"[1.5 0.5]\n", "[1.5 0.5]", true},
		{"dense<[1.000000e+00, 2.5]>", "dense<[1.0, 2.50000001]>", true},
		{"dense<[1.0, 2.6]>", "dense<[1.0, 2.5]>", false},
		{"tensor<2xf32> {", "tensor<2xf64> {", false},
		{"a 1 b", "a 1", false},
		{"result 0: [1, 2]", "result 0 :[1,2]", true},
	}
	for _, c := range cases {
		if got := sameOutput(c.got, c.want); got != c.same {
			t.Errorf("sameOutput(%q, %q) = %v", c.got, c.want, got)
		}
	}
}
