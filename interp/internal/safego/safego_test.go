package safego

import (
	"errors"
	"strings"
	"testing"
)

var errBoom = errors.New("boom")

func failingWorker() { panic(errBoom) }

// A panic on a worker reaches Wait's caller as a *Panic with the worker's
// stack; the other workers still run to the end.
func TestGroupForwardsPanic(t *testing.T) {
	var g Group
	done := make(chan int, 8)
	for i := 0; i < 8; i++ {
		g.Go(func() {
			if i == 3 {
				failingWorker()
			}
			done <- i
		})
	}
	defer func() {
		r := recover()
		p, ok := r.(*Panic)
		if !ok {
			t.Fatalf("recovered %v, want a *Panic", r)
		}
		if !errors.Is(p, errBoom) || !strings.Contains(string(p.Stack), "failingWorker") {
			t.Errorf("panic %v with stack:\n%s", p, p.Stack)
		}
		if len(done) != 7 {
			t.Errorf("%d workers finished, want 7", len(done))
		}
		if !g.Failed() {
			t.Error("Failed() is false after a panic")
		}
	}()
	g.Wait()
	t.Fatal("Wait returned despite the panic")
}

func TestGroupWithoutPanic(t *testing.T) {
	var g Group
	n := 0
	g.Go(func() { n++ })
	g.Wait()
	if n != 1 || g.Failed() {
		t.Errorf("n = %d, failed %v", n, g.Failed())
	}
}
