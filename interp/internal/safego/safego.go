// Package safego runs work on goroutines without letting a panic in one of
// them end the process: the panic is caught where it happens, with the
// stack of the goroutine that raised it, and raised again in the goroutine
// that waits for the work, where the interpreter turns it into an error.
package safego

import (
	"fmt"
	"runtime/debug"
	"sync"
)

// Panic is a panic caught on a worker goroutine and raised again in the
// goroutine that waited for it.
type Panic struct {
	// Value is the value the worker panicked with.
	Value any
	// Stack is the worker's stack at the panic.
	Stack []byte
}

// Error describes the panic.
func (p *Panic) Error() string { return fmt.Sprintf("panic: %v", p.Value) }

// Unwrap returns the panic value when it is an error.
func (p *Panic) Unwrap() error {
	if err, ok := p.Value.(error); ok {
		return err
	}
	return nil
}

// Catch turns a recovered value into a *Panic with the current stack; a
// *Panic already caught elsewhere is kept as it is.
func Catch(r any) *Panic {
	if p, ok := r.(*Panic); ok {
		return p
	}
	return &Panic{Value: r, Stack: debug.Stack()}
}

// Group is a set of goroutines that Wait waits for. The zero Group is ready
// to use.
type Group struct {
	wg    sync.WaitGroup
	mu    sync.Mutex
	first *Panic
}

// Go runs f on a new goroutine. A panic in f is caught and kept for Wait.
func (g *Group) Go(f func()) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				p := Catch(r)
				g.mu.Lock()
				if g.first == nil {
					g.first = p
				}
				g.mu.Unlock()
			}
		}()
		f()
	}()
}

// Wait waits for every goroutine started by Go and then raises the first
// panic one of them caught, as a *Panic, in the calling goroutine.
func (g *Group) Wait() {
	g.wg.Wait()
	g.mu.Lock()
	p := g.first
	g.mu.Unlock()
	if p != nil {
		panic(p)
	}
}

// Failed reports whether a goroutine of the group has panicked, so that
// the others can stop taking work early.
func (g *Group) Failed() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.first != nil
}
