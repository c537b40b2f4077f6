package driver

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// crashHelperEnv makes the test binary act as a tool that panics.
const crashHelperEnv = "DRIVER_TEST_CRASH_HELPER"

func TestMain(m *testing.M) {
	if os.Getenv(crashHelperEnv) != "" {
		crashingTool()
	}
	os.Exit(m.Run())
}

func crashingTool() {
	defer RecoverMain("crash-tool")
	var m map[string]int
	m["x"]++
}

// A panic in main's goroutine ends the tool with the internal-error status
// and a bug report, the stack in a file or (with TracebackEnv) on stderr,
// never a goroutine dump.
func TestRecoverMain(t *testing.T) {
	for _, traceback := range []bool{false, true} {
		tmp := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashHelperEnv+"=1", "TMPDIR="+tmp, TracebackEnv+"=")
		if traceback {
			cmd.Env = append(cmd.Env, TracebackEnv+"=1")
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != ExitInternalError {
			t.Fatalf("traceback %v: got %v, want exit status %d\n%s", traceback, err, ExitInternalError, stderr.String())
		}
		out := stderr.String()
		for _, s := range []string{"crash-tool: internal error: assignment to entry in nil map", "bug report"} {
			if !strings.Contains(out, s) {
				t.Errorf("traceback %v: report lacks %q:\n%s", traceback, s, out)
			}
		}
		if strings.Contains(out, "goroutine 1 [running]:\ngoroutine") || strings.Count(out, "goroutine ") > 1 {
			t.Errorf("traceback %v: report holds a goroutine dump:\n%s", traceback, out)
		}
		files, _ := os.ReadDir(tmp)
		if traceback {
			if !strings.Contains(out, "crashingTool") || len(files) != 0 {
				t.Errorf("stack not on stderr:\n%s", out)
			}
			continue
		}
		if len(files) != 1 || !strings.Contains(out, files[0].Name()) {
			t.Fatalf("want one stack file named in the report, have %v:\n%s", files, out)
		}
		stack, err := os.ReadFile(tmp + "/" + files[0].Name())
		if err != nil || !strings.Contains(string(stack), "crashingTool") {
			t.Errorf("stack file: %v\n%s", err, stack)
		}
	}
}

func TestReportCrashLocation(t *testing.T) {
	t.Setenv(TracebackEnv, "1")
	var b bytes.Buffer
	lines := strings.Repeat("frame\n", 500)
	ReportCrash(&b, Crash{Tool: "t", Message: "boom", Location: `loc("a.mlir":1:2)`, Stack: []byte(lines)})
	out := b.String()
	if !strings.Contains(out, `t: internal error: boom`) || !strings.Contains(out, `at loc("a.mlir":1:2)`) {
		t.Errorf("report:\n%s", out)
	}
	if n := strings.Count(out, "frame\n"); n != maxStackLines {
		t.Errorf("stack of %d lines, want %d", n, maxStackLines)
	}
}
