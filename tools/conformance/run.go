package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"
)

const (
	// outputLimit caps how much of each output stream is kept per command.
	outputLimit = 1 << 20
	// reasonLimit caps the length of a failure reason, in runes.
	reasonLimit = 200
	// waitDelay bounds how long output pipes held open by stray processes
	// may delay the end of a command.
	waitDelay = 2 * time.Second
)

// result is the outcome of one case.
type result struct {
	name   string
	pass   bool
	reason string // short failure reason
	detail string // failing command and its output
}

// runner executes cases.
type runner struct {
	timeout time.Duration
	env     []string // environment of the RUN commands
	tmpRoot string   // parent of the per-case temporary directories
	// artifactTarget, when set, makes every interpreted program go through
	// a portable artifact for that target first.
	artifactTarget string
}

// runAll runs cases on jobs workers and returns their results sorted by name.
func (r *runner) runAll(ctx context.Context, cases []*testCase, jobs int) []result {
	results := make([]result, len(cases))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = r.runCase(ctx, cases[i])
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	sort.SliceStable(results, func(i, j int) bool { return results[i].name < results[j].name })
	return results
}

// runCase runs every RUN command of the case in order and stops at the
// first failure. The whole case shares one deadline.
func (r *runner) runCase(ctx context.Context, c *testCase) result {
	res := result{name: c.name}
	if len(c.file.runs) == 0 {
		res.reason = "no RUN lines"
		return res
	}
	dir, err := os.MkdirTemp(r.tmpRoot, "case-")
	if err != nil {
		res.reason = fmt.Sprintf("creating temporary directory: %v", err)
		return res
	}
	defer os.RemoveAll(dir)

	base := filepath.Base(c.file.abs)
	subs := substitutions{
		src:    c.file.abs,
		srcDir: filepath.Dir(c.file.abs),
		tmp:    filepath.Join(dir, base+".tmp"),
		tmpDir: dir,
	}
	if c.split {
		subs.src = filepath.Join(dir, base)
		if err := os.WriteFile(subs.src, []byte(c.text), 0o644); err != nil {
			res.reason = fmt.Sprintf("writing case input: %v", err)
			return res
		}
	}
	// Diagnostics name the temporary input; show the original path instead.
	tidy := strings.NewReplacer(subs.src, c.file.rel, dir, "%T")

	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	for _, run := range c.file.runs {
		cmd := subs.apply(run.cmd)
		if r.artifactTarget != "" {
			cmd = strings.ReplaceAll(cmd, "stablehlo-translate-go --interpret",
				"stablehlo-translate-go --interpret --allow-other-dialects --artifact-roundtrip="+r.artifactTarget)
		}
		stdout, stderr, err := r.shell(ctx, dir, cmd)
		if err == nil {
			continue
		}
		switch {
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			res.reason = "timeout"
		case ctx.Err() != nil:
			res.reason = "interrupted"
		default:
			res.reason = firstLine(tidy.Replace(stderr))
			if res.reason != "" {
				break
			}
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				res.reason = fmt.Sprintf("RUN at line %d: exit status %d", run.line, exit.ExitCode())
			} else {
				res.reason = fmt.Sprintf("RUN at line %d: %v", run.line, err)
			}
		}
		res.reason = truncate(res.reason, reasonLimit)
		res.detail = fmt.Sprintf("RUN at line %d: %s\n%s%s", run.line, cmd, stdout, stderr)
		return res
	}
	res.pass = true
	return res
}

// shell runs cmd with bash in its own process group. When ctx ends, the
// whole group is killed.
func (r *runner) shell(ctx context.Context, dir, cmd string) (stdout, stderr string, err error) {
	var outBuf, errBuf cappedBuffer
	c := exec.CommandContext(ctx, "bash", "-o", "pipefail", "-c", cmd)
	c.Dir = dir
	c.Env = r.env
	c.Stdout = &outBuf
	c.Stderr = &errBuf
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	c.WaitDelay = waitDelay
	err = c.Run()
	if errors.Is(err, exec.ErrWaitDelay) {
		// The shell succeeded but left processes holding its output open.
		_ = syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
		err = nil
	}
	if err != nil {
		err = fmt.Errorf("running RUN command: %w", err)
	}
	return outBuf.String(), errBuf.String(), err
}

// cappedBuffer keeps the first outputLimit bytes written to it and
// silently drops the rest.
type cappedBuffer struct {
	bytes.Buffer
}

// Write implements io.Writer; it never fails.
func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := outputLimit - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// firstLine returns the first non-blank line of s, trimmed.
func firstLine(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			return line
		}
	}
	return ""
}

// truncate shortens s to at most n runes, marking the cut with "...".
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "..."
}
