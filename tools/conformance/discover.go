package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/tools/internal/splitinput"
)

// testFile is one lit test file.
type testFile struct {
	abs  string    // absolute path
	rel  string    // display path used in case names
	runs []runLine // its RUN commands
}

// testCase is one unit of work: either a whole file or one split chunk.
type testCase struct {
	name  string
	file  *testFile
	split bool   // whether text replaces the file as %s
	text  string // the padded chunk text when split
}

// collectFiles resolves the command-line arguments to test files. Files
// named directly are displayed by base name; files found under a directory
// by their slash-separated path relative to it.
func collectFiles(args []string) ([]*testFile, error) {
	seen := map[string]bool{}
	var files []*testFile
	add := func(path, rel string) error {
		abs, err := filepath.Abs(path)
		if err != nil {
			return fmt.Errorf("resolving %s: %w", path, err)
		}
		if seen[abs] {
			return nil
		}
		seen[abs] = true
		files = append(files, &testFile{abs: abs, rel: filepath.ToSlash(rel)})
		return nil
	}
	for _, arg := range args {
		info, err := os.Stat(arg)
		if err != nil {
			return nil, fmt.Errorf("reading test path: %w", err)
		}
		if !info.IsDir() {
			if err := add(arg, filepath.Base(arg)); err != nil {
				return nil, err
			}
			continue
		}
		err = filepath.WalkDir(arg, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || filepath.Ext(path) != ".mlir" {
				return nil
			}
			rel, err := filepath.Rel(arg, path)
			if err != nil {
				return fmt.Errorf("relative path of %s: %w", path, err)
			}
			return add(path, rel)
		})
		if err != nil {
			return nil, fmt.Errorf("walking %s: %w", arg, err)
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].rel < files[j].rel })
	return files, nil
}

// loadCases reads a test file and returns its cases. A file is split into
// one case per chunk when one of its RUN commands uses -split-input-file and
// it contains separators; every RUN command then runs on each chunk.
func loadCases(f *testFile) ([]*testCase, error) {
	data, err := os.ReadFile(f.abs)
	if err != nil {
		return nil, fmt.Errorf("reading test file: %w", err)
	}
	content := string(data)
	f.runs, err = parseRunLines(content)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.rel, err)
	}
	chunks := splitinput.Split(content, true)
	splits := false
	for _, r := range f.runs {
		splits = splits || r.splits()
	}
	if !splits || len(chunks) == 1 {
		return []*testCase{{name: f.rel, file: f}}, nil
	}
	cases := make([]*testCase, 0, len(chunks))
	for _, c := range chunks {
		name := f.rel + ":" + strconv.Itoa(c.FirstLine)
		if fn := firstFuncName(c.Body); fn != "" {
			name += " @" + fn
		}
		cases = append(cases, &testCase{name: name, file: f, split: true, text: c.Text})
	}
	return cases, nil
}

// readBaseline reads a list of case names, one per line; blank lines and
// lines starting with '#' are ignored.
func readBaseline(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %w", err)
	}
	names := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		names[line] = true
	}
	return names, nil
}

// writeBaseline writes the sorted names of the passing results to path.
func writeBaseline(path string, results []result) error {
	var b strings.Builder
	for _, r := range results {
		if r.pass {
			b.WriteString(r.name)
			b.WriteByte('\n')
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("writing baseline: %w", err)
	}
	return nil
}
