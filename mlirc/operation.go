package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"runtime/cgo"
)

// Operation is a borrowed handle to an MLIR operation.
type Operation struct{ c C.MlirOperation }

// IsNull reports whether the handle is null.
func (o Operation) IsNull() bool { return o.c.ptr == nil }

// Equal reports whether two handles denote the same operation.
func (o Operation) Equal(p Operation) bool { return bool(C.mlirOperationEqual(o.c, p.c)) }

// Name returns the operation's name, e.g. "stablehlo.add".
func (o Operation) Name() string {
	return goString(C.mlirIdentifierStr(C.mlirOperationGetName(o.c)))
}

// Context returns the Context the operation lives in.
func (o Operation) Context() (*Context, error) {
	if o.IsNull() {
		return nil, ErrClosed
	}
	return contextOf(C.mlirOperationGetContext(o.c))
}

// Location returns the operation's location.
func (o Operation) Location() Location { return Location{C.mlirOperationGetLocation(o.c)} }

// String prints the operation in its custom form.
func (o Operation) String() string { return o.Print(PrintOptions{}) }

// Print prints the operation with the given options.
func (o Operation) Print(opts PrintOptions) string { return o.print(opts, false) }

// print prints the operation, on a thread with a large stack when
// largeStack is set (for whole modules, however deeply nested).
func (o Operation) print(opts PrintOptions, largeStack bool) string {
	if o.IsNull() {
		return "<null operation>"
	}
	flags := C.mlirOpPrintingFlagsCreate()
	defer C.mlirOpPrintingFlagsDestroy(flags)
	if opts.Generic {
		C.mlirOpPrintingFlagsPrintGenericOpForm(flags)
	}
	if opts.DebugInfo || opts.PrettyDebugInfo {
		C.mlirOpPrintingFlagsEnableDebugInfo(flags, true, C.bool(opts.PrettyDebugInfo))
	}
	if opts.LocalScope {
		C.mlirOpPrintingFlagsUseLocalScope(flags)
	}
	if opts.ElideLargeElements > 0 {
		C.mlirOpPrintingFlagsElideLargeElementsAttrs(flags, C.intptr_t(opts.ElideLargeElements))
	}
	if opts.AssumeVerified {
		C.mlirOpPrintingFlagsAssumeVerified(flags)
	}
	var buf C.mlircBuffer
	if largeStack {
		C.mlircPrintOperationOnLargeStack(o.c, flags, &buf, largeStackSize)
	} else {
		C.mlircPrintOperation(o.c, flags, &buf)
	}
	return takeBuffer(&buf)
}

// Verify runs the verifier on the operation and everything nested in it
// (on a thread with a large stack, for deeply nested IR); the diagnostics
// it emits become the returned *DiagnosticError.
func (o Operation) Verify(ctx *Context) error {
	cl, err := ctx.begin()
	if err != nil {
		return err
	}
	return o.verify(cl)
}

// verify verifies the operation within cl, which it ends.
func (o Operation) verify(cl *call) error {
	if !bool(C.mlircVerify(o.c, largeStackSize)) {
		return cl.fail("%s: verification failed", o.Location().Position())
	}
	cl.ok()
	return nil
}

// NumOperands returns the number of operands.
func (o Operation) NumOperands() int { return int(C.mlirOperationGetNumOperands(o.c)) }

// Operand returns operand i.
func (o Operation) Operand(i int) Value { return Value{C.mlirOperationGetOperand(o.c, C.intptr_t(i))} }

// Operands returns all operands.
func (o Operation) Operands() []Value {
	out := make([]Value, o.NumOperands())
	for i := range out {
		out[i] = o.Operand(i)
	}
	return out
}

// SetOperand replaces operand i.
func (o Operation) SetOperand(i int, v Value) {
	C.mlirOperationSetOperand(o.c, C.intptr_t(i), v.c)
}

// NumResults returns the number of results.
func (o Operation) NumResults() int { return int(C.mlirOperationGetNumResults(o.c)) }

// Result returns result i.
func (o Operation) Result(i int) Value { return Value{C.mlirOperationGetResult(o.c, C.intptr_t(i))} }

// Results returns all results.
func (o Operation) Results() []Value {
	out := make([]Value, o.NumResults())
	for i := range out {
		out[i] = o.Result(i)
	}
	return out
}

// Attribute returns the attribute called name (null when absent).
func (o Operation) Attribute(name string) Attribute {
	return Attribute{C.mlirOperationGetAttributeByName(o.c, stringRef(name))}
}

// Attributes returns all attributes of the operation.
func (o Operation) Attributes() []NamedAttribute {
	n := int(C.mlirOperationGetNumAttributes(o.c))
	out := make([]NamedAttribute, n)
	for i := range out {
		na := C.mlirOperationGetAttribute(o.c, C.intptr_t(i))
		out[i] = NamedAttribute{goString(C.mlirIdentifierStr(na.name)), Attribute{na.attribute}}
	}
	return out
}

// SetAttribute sets (adds or replaces) an attribute.
func (o Operation) SetAttribute(name string, a Attribute) {
	C.mlirOperationSetAttributeByName(o.c, stringRef(name), a.c)
}

// RemoveAttribute removes an attribute, reporting whether it was present.
func (o Operation) RemoveAttribute(name string) bool {
	return bool(C.mlirOperationRemoveAttributeByName(o.c, stringRef(name)))
}

// NumRegions returns the number of regions.
func (o Operation) NumRegions() int { return int(C.mlirOperationGetNumRegions(o.c)) }

// Region returns region i.
func (o Operation) Region(i int) Region { return Region{C.mlirOperationGetRegion(o.c, C.intptr_t(i))} }

// NumSuccessors returns the number of successor blocks.
func (o Operation) NumSuccessors() int { return int(C.mlirOperationGetNumSuccessors(o.c)) }

// Successor returns successor block i.
func (o Operation) Successor(i int) Block {
	return Block{C.mlirOperationGetSuccessor(o.c, C.intptr_t(i))}
}

// Block returns the block containing the operation (null when detached).
func (o Operation) Block() Block { return Block{C.mlirOperationGetBlock(o.c)} }

// Parent returns the closest enclosing operation (null at the top).
func (o Operation) Parent() Operation { return Operation{C.mlirOperationGetParentOperation(o.c)} }

// Next returns the next operation in the same block (null at the end).
func (o Operation) Next() Operation { return Operation{C.mlirOperationGetNextInBlock(o.c)} }

// Erase erases the operation, which must have no remaining uses.
func (o Operation) Erase() { C.mlirOperationDestroy(o.c) }

// MoveBefore moves the operation right before other.
func (o Operation) MoveBefore(other Operation) { C.mlirOperationMoveBefore(o.c, other.c) }

// MoveAfter moves the operation right after other.
func (o Operation) MoveAfter(other Operation) { C.mlirOperationMoveAfter(o.c, other.c) }

// Clone deep-copies the operation; the copy is detached and owned by the
// caller until inserted into a block.
func (o Operation) Clone() Operation { return Operation{C.mlirOperationClone(o.c)} }

// ReplaceAllUsesWith replaces every use of o's results with other's results.
func (o Operation) ReplaceAllUsesWith(other Operation) {
	for i := 0; i < o.NumResults(); i++ {
		o.Result(i).ReplaceAllUsesWith(other.Result(i))
	}
}

// WalkOrder selects pre-order or post-order walks.
type WalkOrder int

// Walk orders.
const (
	PostOrder WalkOrder = iota
	PreOrder
)

// WalkResult tells Walk how to continue.
type WalkResult int

// Walk results, matching MLIR's.
const (
	WalkAdvance WalkResult = iota
	WalkInterrupt
	WalkSkip
)

// Walk visits o and every nested operation in the given order.
func (o Operation) Walk(order WalkOrder, fn func(Operation) WalkResult) {
	h := cgo.NewHandle(fn)
	defer h.Delete()
	pre := C.int(0)
	if order == PreOrder {
		pre = 1
	}
	C.mlircWalk(o.c, C.uintptr_t(h), pre)
}

//export mlircGoWalk
func mlircGoWalk(op C.MlirOperation, h C.uintptr_t) C.int {
	fn := cgo.Handle(h).Value().(func(Operation) WalkResult)
	return C.int(fn(Operation{op}))
}

// OperationSpec describes an operation to create.
type OperationSpec struct {
	Name       string
	Location   Location
	Operands   []Value
	Results    []Type
	Attributes []NamedAttribute
	// Regions is the number of (empty) regions to create.
	Regions    int
	Successors []Block
	// InferResults asks the operation to infer its result types (Results
	// must then be empty).
	InferResults bool
}

// CreateOperation creates a detached operation from spec. The caller owns it
// until it is inserted into a block.
func (ctx *Context) CreateOperation(spec OperationSpec) (Operation, error) {
	name, free := cStringRef(spec.Name)
	defer free()
	cl, err := ctx.begin()
	if err != nil {
		return Operation{}, err
	}
	c := cl.c
	state := C.mlirOperationStateGet(name, spec.Location.c)
	if n := len(spec.Operands); n > 0 {
		vs := make([]C.MlirValue, n)
		for i, v := range spec.Operands {
			vs[i] = v.c
		}
		C.mlirOperationStateAddOperands(&state, C.intptr_t(n), &vs[0])
	}
	if n := len(spec.Results); n > 0 {
		ts := typesToC(spec.Results)
		C.mlirOperationStateAddResults(&state, C.intptr_t(n), &ts[0])
	}
	if n := len(spec.Attributes); n > 0 {
		as := make([]C.MlirNamedAttribute, n)
		for i, a := range spec.Attributes {
			as[i] = C.mlirNamedAttributeGet(C.mlirIdentifierGet(c, stringRef(a.Name)), a.Value.c)
		}
		C.mlirOperationStateAddAttributes(&state, C.intptr_t(n), &as[0])
	}
	if spec.Regions > 0 {
		rs := make([]C.MlirRegion, spec.Regions)
		for i := range rs {
			rs[i] = C.mlirRegionCreate()
		}
		C.mlirOperationStateAddOwnedRegions(&state, C.intptr_t(len(rs)), &rs[0])
	}
	if n := len(spec.Successors); n > 0 {
		bs := make([]C.MlirBlock, n)
		for i, b := range spec.Successors {
			bs[i] = b.c
		}
		C.mlirOperationStateAddSuccessors(&state, C.intptr_t(n), &bs[0])
	}
	if spec.InferResults {
		C.mlirOperationStateEnableResultTypeInference(&state)
	}
	op := Operation{C.mlirOperationCreate(&state)}
	if op.IsNull() {
		return Operation{}, cl.fail("cannot create operation %s at %s", spec.Name, spec.Location.Position())
	}
	cl.ok()
	return op, nil
}

// Region is a borrowed handle to a region.
type Region struct{ c C.MlirRegion }

// IsNull reports whether the handle is null.
func (r Region) IsNull() bool { return r.c.ptr == nil }

// FirstBlock returns the region's first block (null when empty).
func (r Region) FirstBlock() Block { return Block{C.mlirRegionGetFirstBlock(r.c)} }

// Blocks returns the region's blocks in order.
func (r Region) Blocks() []Block {
	var out []Block
	for b := r.FirstBlock(); !b.IsNull(); b = b.Next() {
		out = append(out, b)
	}
	return out
}

// AppendBlock appends a detached block, taking ownership of it.
func (r Region) AppendBlock(b Block) { C.mlirRegionAppendOwnedBlock(r.c, b.c) }

// Block is a borrowed handle to a block.
type Block struct{ c C.MlirBlock }

// NewBlock creates a detached block with arguments of the given types (all
// at loc). The caller owns it until it is appended to a region.
func NewBlock(argTypes []Type, loc Location) Block {
	ts := typesToC(argTypes)
	locs := make([]C.MlirLocation, len(ts))
	for i := range locs {
		locs[i] = loc.c
	}
	var tp *C.MlirType
	var lp *C.MlirLocation
	if len(ts) > 0 {
		tp, lp = &ts[0], &locs[0]
	}
	return Block{C.mlirBlockCreate(C.intptr_t(len(ts)), tp, lp)}
}

// IsNull reports whether the handle is null.
func (b Block) IsNull() bool { return b.c.ptr == nil }

// Equal reports whether two handles denote the same block.
func (b Block) Equal(o Block) bool { return bool(C.mlirBlockEqual(b.c, o.c)) }

// Next returns the next block in the region.
func (b Block) Next() Block { return Block{C.mlirBlockGetNextInRegion(b.c)} }

// Parent returns the operation owning the block's region.
func (b Block) Parent() Operation { return Operation{C.mlirBlockGetParentOperation(b.c)} }

// FirstOperation returns the block's first operation (null when empty).
func (b Block) FirstOperation() Operation { return Operation{C.mlirBlockGetFirstOperation(b.c)} }

// Terminator returns the block's terminator (null when it has none).
func (b Block) Terminator() Operation { return Operation{C.mlirBlockGetTerminator(b.c)} }

// Operations returns the block's operations in order.
func (b Block) Operations() []Operation {
	var out []Operation
	for op := b.FirstOperation(); !op.IsNull(); op = op.Next() {
		out = append(out, op)
	}
	return out
}

// NumArguments returns the number of block arguments.
func (b Block) NumArguments() int { return int(C.mlirBlockGetNumArguments(b.c)) }

// Argument returns block argument i.
func (b Block) Argument(i int) Value { return Value{C.mlirBlockGetArgument(b.c, C.intptr_t(i))} }

// Arguments returns all block arguments.
func (b Block) Arguments() []Value {
	out := make([]Value, b.NumArguments())
	for i := range out {
		out[i] = b.Argument(i)
	}
	return out
}

// AddArgument appends an argument of type t.
func (b Block) AddArgument(t Type, loc Location) Value {
	return Value{C.mlirBlockAddArgument(b.c, t.c, loc.c)}
}

// Append appends a detached operation, taking ownership of it.
func (b Block) Append(op Operation) { C.mlirBlockAppendOwnedOperation(b.c, op.c) }

// InsertBefore inserts a detached operation before ref (at the end when ref
// is null).
func (b Block) InsertBefore(ref, op Operation) {
	C.mlirBlockInsertOwnedOperationBefore(b.c, ref.c, op.c)
}

// InsertAfter inserts a detached operation after ref (at the start when ref
// is null).
func (b Block) InsertAfter(ref, op Operation) {
	C.mlirBlockInsertOwnedOperationAfter(b.c, ref.c, op.c)
}

// Value is a borrowed handle to an SSA value.
type Value struct{ c C.MlirValue }

// IsNull reports whether the handle is null.
func (v Value) IsNull() bool { return v.c.ptr == nil }

// Equal reports whether two handles denote the same value.
func (v Value) Equal(o Value) bool { return bool(C.mlirValueEqual(v.c, o.c)) }

// Type returns the value's type.
func (v Value) Type() Type { return Type{C.mlirValueGetType(v.c)} }

// SetType changes the value's type.
func (v Value) SetType(t Type) { C.mlirValueSetType(v.c, t.c) }

// IsBlockArgument reports whether the value is a block argument.
func (v Value) IsBlockArgument() bool { return bool(C.mlirValueIsABlockArgument(v.c)) }

// IsResult reports whether the value is an operation result.
func (v Value) IsResult() bool { return bool(C.mlirValueIsAOpResult(v.c)) }

// Owner returns the operation defining a result (null for block arguments).
func (v Value) Owner() Operation {
	if !v.IsResult() {
		return Operation{}
	}
	return Operation{C.mlirOpResultGetOwner(v.c)}
}

// OwnerBlock returns the block of a block argument (null for results).
func (v Value) OwnerBlock() Block {
	if !v.IsBlockArgument() {
		return Block{}
	}
	return Block{C.mlirBlockArgumentGetOwner(v.c)}
}

// Index returns the result number or argument number.
func (v Value) Index() int {
	if v.IsResult() {
		return int(C.mlirOpResultGetResultNumber(v.c))
	}
	return int(C.mlirBlockArgumentGetArgNumber(v.c))
}

// ReplaceAllUsesWith redirects every use of v to w.
func (v Value) ReplaceAllUsesWith(w Value) { C.mlirValueReplaceAllUsesOfWith(v.c, w.c) }

// HasUses reports whether the value has any use.
func (v Value) HasUses() bool { return !bool(C.mlirOpOperandIsNull(C.mlirValueGetFirstUse(v.c))) }

// Users returns the operations using the value, one entry per use.
func (v Value) Users() []Operation {
	var out []Operation
	for u := C.mlirValueGetFirstUse(v.c); !bool(C.mlirOpOperandIsNull(u)); u = C.mlirOpOperandGetNextUse(u) {
		out = append(out, Operation{C.mlirOpOperandGetOwner(u)})
	}
	return out
}

// String prints the value as an operand, e.g. "%0".
func (v Value) String() string {
	if v.IsNull() {
		return "<null value>"
	}
	var buf C.mlircBuffer
	C.mlircPrintValue(v.c, &buf)
	return takeBuffer(&buf)
}

// Location returns the value's defining location.
func (v Value) Location() Location { return Location{C.mlirValueGetLocation(v.c)} }

// ID returns a key identifying the value, stable while its IR exists (for
// maps keyed by value).
func (v Value) ID() uintptr { return uintptr(v.c.ptr) }
