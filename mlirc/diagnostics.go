package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime/cgo"
	"strings"
	"sync"
)

// Severity is a diagnostic's severity.
type Severity int

// Diagnostic severities, in MLIR's order.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityNote
	SeverityRemark
)

// String returns the severity as MLIR prints it ("error", "warning", ...).
func (s Severity) String() string {
	switch s {
	case SeverityError:
		return "error"
	case SeverityWarning:
		return "warning"
	case SeverityNote:
		return "note"
	case SeverityRemark:
		return "remark"
	}
	return fmt.Sprintf("severity(%d)", int(s))
}

// Diagnostic is one message emitted by MLIR, copied out of C.
type Diagnostic struct {
	Severity Severity
	// File, Line and Col locate the diagnostic; Line is 0 when the location
	// has no file position.
	File      string
	Line, Col int
	// Loc is the printed location, e.g. `loc("a.mlir":3:5)`.
	Loc     string
	Message string
	Notes   []Diagnostic
}

// Position renders the diagnostic's position as "file:line:col", or
// "<unknown>:0" when it has none.
func (d Diagnostic) Position() string {
	if d.Line == 0 {
		if d.File != "" {
			return d.File + ":0"
		}
		return "<unknown>:0"
	}
	return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
}

// String renders the diagnostic and its notes as "file:line:col: error: msg".
func (d Diagnostic) String() string {
	var b strings.Builder
	d.write(&b)
	return strings.TrimSuffix(b.String(), "\n")
}

func (d Diagnostic) write(b *strings.Builder) {
	fmt.Fprintf(b, "%s: %s: %s\n", d.Position(), d.Severity, d.Message)
	for _, n := range d.Notes {
		n.write(b)
	}
}

// DiagnosticError is an error made of the diagnostics MLIR emitted while an
// operation failed. Summary says what failed when MLIR emitted nothing.
type DiagnosticError struct {
	Summary     string
	Diagnostics []Diagnostic
}

// Error renders all diagnostics, one per line (notes follow their parent).
func (e *DiagnosticError) Error() string {
	var b strings.Builder
	for _, d := range e.Diagnostics {
		d.write(&b)
	}
	if b.Len() == 0 {
		return e.Summary
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func convertDiagnostic(d C.MlirDiagnostic) Diagnostic {
	var out Diagnostic
	switch C.mlirDiagnosticGetSeverity(d) {
	case C.MlirDiagnosticError:
		out.Severity = SeverityError
	case C.MlirDiagnosticWarning:
		out.Severity = SeverityWarning
	case C.MlirDiagnosticNote:
		out.Severity = SeverityNote
	default:
		out.Severity = SeverityRemark
	}
	loc := Location{C.mlirDiagnosticGetLocation(d)}
	out.File, out.Line, out.Col, _ = loc.FileLineCol()
	out.Loc = loc.String()
	var buf C.mlircBuffer
	C.mlircPrintDiagnostic(d, &buf)
	out.Message = takeBuffer(&buf)
	n := int(C.mlirDiagnosticGetNumNotes(d))
	for i := 0; i < n; i++ {
		out.Notes = append(out.Notes, convertDiagnostic(C.mlirDiagnosticGetNote(d, C.intptr_t(i))))
	}
	return out
}

// collector gathers the diagnostics of one call. MLIR's worker threads may
// add to it concurrently.
type collector struct {
	ctx *Context
	// topLevel marks the collector of a call that is not nested in another
	// call on the same context.
	topLevel bool
	mu       sync.Mutex
	diags    []Diagnostic
}

func (c *collector) add(d Diagnostic) {
	c.mu.Lock()
	c.diags = append(c.diags, d)
	c.mu.Unlock()
}

// snapshot returns a copy of what was collected so far.
func (c *collector) snapshot() []Diagnostic {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Diagnostic(nil), c.diags...)
}

func (c *collector) take() []Diagnostic {
	c.mu.Lock()
	defer c.mu.Unlock()
	d := c.diags
	c.diags = nil
	return d
}

// mlircGoHandleDiagnostic is the diagnostic handler of a call, whose
// collector is handler; thread is the collector of the emitting thread. A
// nested call's handler takes only what its own thread emits and passes
// the rest on (failure lets MLIR try the next handler); a top-level call's
// handler takes everything that reaches it.
//
//export mlircGoHandleDiagnostic
func mlircGoHandleDiagnostic(d C.MlirDiagnostic, thread, handler C.uintptr_t) C.MlirLogicalResult {
	col, ok := cgo.Handle(handler).Value().(*collector)
	if !ok || (thread != handler && !col.topLevel) {
		return C.mlirLogicalResultFailure()
	}
	col.add(convertDiagnostic(d))
	return C.mlirLogicalResultSuccess()
}

// EmitError emits an error diagnostic at loc. Inside a call on the
// location's context (e.g. from a pass or a pattern) it becomes part of
// that call's diagnostics; outside any call MLIR prints it to standard
// error.
func EmitError(loc Location, msg string) {
	_ = emitDiagnostic(loc, C.MlirDiagnosticError, msg)
}

// EmitWarning emits a warning diagnostic at loc, which becomes part of the
// diagnostics of the call in flight on the location's context (e.g. the
// PassManager.Run whose pass emits it). Outside any call MLIR drops it.
func EmitWarning(loc Location, msg string) error {
	return emitDiagnostic(loc, C.MlirDiagnosticWarning, msg)
}

// EmitRemark emits a remark at loc, as EmitWarning does.
func EmitRemark(loc Location, msg string) error {
	return emitDiagnostic(loc, C.MlirDiagnosticRemark, msg)
}

func emitDiagnostic(loc Location, severity C.MlirDiagnosticSeverity, msg string) error {
	if loc.IsNull() {
		return errors.New("mlirc: cannot emit a diagnostic at a null location")
	}
	ctx, err := loc.Context()
	if err != nil {
		return fmt.Errorf("mlirc: cannot emit a diagnostic: %w", err)
	}
	ref, free := cStringRef(msg)
	defer free()
	_, unlock, err := ctx.lock()
	if err != nil {
		return fmt.Errorf("mlirc: cannot emit a diagnostic: %w", err)
	}
	defer unlock()
	C.mlirGoEmitDiagnostic(loc.c, C.int(severity), ref)
	return nil
}
