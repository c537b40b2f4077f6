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

// Pass is a pass written in Go. One value runs on one operation at a time;
// MLIR creates further instances through the definition's New when it clones
// passes.
type Pass interface {
	// Run transforms op (an instance of the definition's OpName, or any
	// operation when OpName is empty). A returned error is emitted as a
	// diagnostic at op's location and fails the pipeline.
	Run(op Operation) error
}

// PassOptions is implemented by passes that accept textual options, as in
// `my-pass{fail-on-error=false}`.
type PassOptions interface {
	// SetOptions receives the parsed `key=value` pairs.
	SetOptions(opts map[string]string) error
}

// PassDefinition describes a Go pass.
type PassDefinition struct {
	// Argument is the name pipelines use, e.g. "stablehlo-expand-batch-norm".
	Argument string
	// Description is shown by --help.
	Description string
	// OpName anchors the pass on one operation kind ("func.func"); empty
	// means any operation.
	OpName string
	// New makes a fresh pass instance.
	New func() Pass
}

// goPassDefinition is the registry entry of a definition.
type goPassDefinition struct {
	def    PassDefinition
	typeID C.MlirTypeID
}

// goPassInstance is the state behind one C++ pass object.
type goPassInstance struct {
	def     *goPassDefinition
	pass    Pass
	options string
}

var passRegistry = struct {
	sync.Mutex
	alloc C.MlirTypeIDAllocator
	defs  map[string]*goPassDefinition
}{defs: map[string]*goPassDefinition{}}

// RegisterPass adds a Go pass to MLIR's global pass registry, so that
// textual pipelines and --help find it. Registering the same argument twice
// is an error.
func RegisterPass(def PassDefinition) error {
	if def.Argument == "" || def.New == nil {
		return errors.New("mlirc: a pass definition needs an Argument and New")
	}
	passRegistry.Lock()
	defer passRegistry.Unlock()
	if _, dup := passRegistry.defs[def.Argument]; dup || IsPassRegistered(def.Argument) {
		return fmt.Errorf("mlirc: pass %q is already registered", def.Argument)
	}
	if passRegistry.alloc.ptr == nil {
		passRegistry.alloc = C.mlirTypeIDAllocatorCreate()
	}
	d := &goPassDefinition{def: def, typeID: C.mlirTypeIDAllocatorAllocateTypeID(passRegistry.alloc)}
	passRegistry.defs[def.Argument] = d
	arg, free := cStringRef(def.Argument)
	defer free()
	// The registry keeps the definition, and so its handle, for the life of
	// the process.
	h := cgo.NewHandle(d)
	if !bool(C.mlircRegisterGoPass(arg, C.uintptr_t(h))) {
		h.Delete()
		delete(passRegistry.defs, def.Argument)
		return fmt.Errorf("mlirc: MLIR refused to register pass %q", def.Argument)
	}
	return nil
}

// newPass creates the C++ pass object of a definition.
func (d *goPassDefinition) newPass() C.MlirPass {
	inst := &goPassInstance{def: d, pass: d.def.New()}
	name, free1 := cStringRef(d.def.Argument)
	defer free1()
	desc, free2 := cStringRef(d.def.Description)
	defer free2()
	anchor, free3 := cStringRef(d.def.OpName)
	defer free3()
	return C.mlircCreatePass(d.typeID, name, name, desc, anchor, C.uintptr_t(cgo.NewHandle(inst)))
}

// AddPass appends a registered Go pass (by argument) to the pass manager,
// nested under the definition's anchor op when it has one.
func (pm *PassManager) AddPass(argument string) error {
	return pm.AddPipeline(argument)
}

//export mlircGoPassFactory
func mlircGoPassFactory(h C.uintptr_t) C.MlirPass {
	return cgo.Handle(h).Value().(*goPassDefinition).newPass()
}

//export mlircGoPassDestruct
func mlircGoPassDestruct(h C.uintptr_t) { cgo.Handle(h).Delete() }

//export mlircGoPassClone
func mlircGoPassClone(h C.uintptr_t) C.uintptr_t {
	old := cgo.Handle(h).Value().(*goPassInstance)
	inst := &goPassInstance{def: old.def, pass: old.def.def.New(), options: old.options}
	if o, ok := inst.pass.(PassOptions); ok && inst.options != "" {
		if opts, err := ParsePassOptions(inst.options); err == nil {
			_ = o.SetOptions(opts) // Accepted once already on the original.
		}
	}
	return C.uintptr_t(cgo.NewHandle(inst))
}

//export mlircGoPassOptions
func mlircGoPassOptions(options C.MlirStringRef, h C.uintptr_t) *C.char {
	inst := cgo.Handle(h).Value().(*goPassInstance)
	text := goString(options)
	opts, err := ParsePassOptions(text)
	if err == nil {
		if o, ok := inst.pass.(PassOptions); ok {
			err = o.SetOptions(opts)
		} else if len(opts) > 0 {
			err = fmt.Errorf("pass %q takes no options", inst.def.def.Argument)
		}
	}
	if err != nil {
		return C.CString(err.Error())
	}
	inst.options = text
	return nil
}

//export mlircGoPassRun
func mlircGoPassRun(op C.MlirOperation, h C.uintptr_t) C.bool {
	inst := cgo.Handle(h).Value().(*goPassInstance)
	o := Operation{op}
	// On one of MLIR's worker threads, work for the run in flight on the
	// operation's context: the pass's own calls on the context then nest in
	// it, and what they emit goes to that run.
	if C.mlircThreadCollector() == 0 {
		if ctx, err := o.Context(); err == nil {
			if active := ctx.active.Load(); active != 0 {
				C.mlircSetThreadCollector(C.uintptr_t(active))
				defer C.mlircSetThreadCollector(0)
			}
		}
	}
	err := runProtected(func() error { return inst.pass.Run(o) })
	if err != nil {
		EmitError(o.Location(), fmt.Sprintf("%s: %v", inst.def.def.Argument, err))
		return false
	}
	return true
}

//export mlircGoPassInfo
func mlircGoPassInfo(arg, desc C.MlirStringRef, pipeline C.bool, h C.uintptr_t) {
	fn := cgo.Handle(h).Value().(func(string, string, bool))
	fn(goString(arg), goString(desc), bool(pipeline))
}

func forEachRegisteredPass(fn func(arg, desc string, pipeline bool)) {
	h := cgo.NewHandle(fn)
	defer h.Delete()
	C.mlircForEachRegisteredPass(C.uintptr_t(h))
}

// runProtected turns a panic inside Go code called from C into an error, so
// that it cannot unwind through C frames.
func runProtected(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	return fn()
}

// ParsePassOptions parses MLIR's textual pass options: space-separated
// `key=value` pairs, values optionally quoted or braced; a bare key means
// "true".
func ParsePassOptions(s string) (map[string]string, error) {
	out := map[string]string{}
	s = strings.TrimSpace(s)
	for len(s) > 0 {
		i := strings.IndexAny(s, "= ")
		if i < 0 {
			out[s] = "true"
			break
		}
		key := s[:i]
		if key == "" {
			return nil, fmt.Errorf("malformed pass options %q", s)
		}
		if s[i] == ' ' {
			out[key] = "true"
			s = strings.TrimSpace(s[i+1:])
			continue
		}
		rest := s[i+1:]
		var val string
		switch {
		case strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, `'`):
			q := rest[:1]
			end := strings.Index(rest[1:], q)
			if end < 0 {
				return nil, fmt.Errorf("unterminated quote in pass options %q", s)
			}
			val, rest = rest[1:1+end], rest[2+end:]
		case strings.HasPrefix(rest, "{"):
			depth, j := 0, 0
			for j = 0; j < len(rest); j++ {
				if rest[j] == '{' {
					depth++
				} else if rest[j] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if depth != 0 {
				return nil, fmt.Errorf("unbalanced braces in pass options %q", s)
			}
			val, rest = rest[1:j], rest[j+1:]
		default:
			end := strings.IndexByte(rest, ' ')
			if end < 0 {
				end = len(rest)
			}
			val, rest = rest[:end], rest[end:]
		}
		out[key] = val
		s = strings.TrimSpace(rest)
	}
	return out, nil
}
