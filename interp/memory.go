package interp

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Buffer ownership and the memory budget of a run.
//
// Every tensor a kernel allocates through Frame.New belongs to the process
// that allocated it: the process counts the slots holding it, and when the
// last of them dies (see liveness.go) the tensor is released: its bytes
// leave the run's live total and the interpreter keeps no reference to it.
// An operation reading the last reference to a tensor it owns may write
// its result into that tensor (Frame.reuse). Arguments belong to the
// caller and constants to the Program: the run never writes into them and
// never counts them. Tensors that leave the frame's view (handed to other
// processes by collectives, put into tuples, given to outfeed) stay counted
// until their slots die but are never written in place.

// MemoryError reports an allocation that would take the run's live tensor
// bytes over RunOptions.MaxMemory. Frame.Run wraps it in an *OpError
// naming the operation and its location.
type MemoryError struct {
	// Type is the tensor type being allocated.
	Type string
	// Request is its size in bytes.
	Request int64
	// Live is the number of bytes live when it was requested.
	Live int64
	// Limit is the run's budget.
	Limit int64
}

// Error describes the refused allocation.
func (e *MemoryError) Error() string {
	return fmt.Sprintf("memory budget exceeded: allocating %s (%s) with %s live would exceed the limit of %s",
		e.Type, formatBytes(e.Request), formatBytes(e.Live), formatBytes(e.Limit))
}

// Is reports whether target is ErrResourceLimit.
func (e *MemoryError) Is(target error) bool { return target == ErrResourceLimit }

// formatBytes renders a byte count exactly, with a binary-unit hint.
func formatBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%d bytes (%.2f GiB)", n, float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%d bytes (%.2f MiB)", n, float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// MemoryStats describe a finished run's tensor memory.
type MemoryStats struct {
	// Peak is the largest number of tensor bytes the run held at once.
	Peak int64
	// Live is the number of bytes still held when the run ended (its
	// results, mostly).
	Live int64
	// Limit is the budget the run had.
	Limit int64
}

// accountant counts the live tensor bytes of one run, for all of its
// processes.
type accountant struct {
	limit int64
	live  atomic.Int64
	peak  atomic.Int64
}

func newAccountant(limit int64) *accountant {
	if limit <= 0 {
		limit = DefaultMaxMemory()
	}
	return &accountant{limit: limit}
}

// reserve adds n bytes to the live total, or fails when that would exceed
// the limit.
func (a *accountant) reserve(n int64, t tensor.Type) error {
	for {
		live := a.live.Load()
		if live+n > a.limit {
			return &MemoryError{Type: t.String(), Request: n, Live: live, Limit: a.limit}
		}
		if a.live.CompareAndSwap(live, live+n) {
			for p := a.peak.Load(); live+n > p && !a.peak.CompareAndSwap(p, live+n); p = a.peak.Load() {
			}
			return nil
		}
	}
}

func (a *accountant) release(n int64) { a.live.Add(-n) }

func (a *accountant) stats() MemoryStats {
	return MemoryStats{Peak: a.peak.Load(), Live: a.live.Load(), Limit: a.limit}
}

// DefaultMaxMemory is the budget of a run whose RunOptions.MaxMemory is 0:
// three quarters of the memory the process may use, the smaller of the
// machine's physical memory (MemTotal of /proc/meminfo) and the limit of
// its cgroup (memory.max, or memory.limit_in_bytes under cgroup v1). When
// neither can be read it is 8 GiB.
func DefaultMaxMemory() int64 {
	avail := int64(0)
	if n, ok := memTotal(); ok {
		avail = n
	}
	for _, path := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
		if err == nil && n > 0 && (avail == 0 || n < avail) {
			avail = n
		}
	}
	if avail == 0 {
		return 8 << 30
	}
	return avail / 4 * 3
}

// memTotal reads MemTotal from /proc/meminfo.
func memTotal() (int64, bool) {
	fh, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			return kb * 1024, err == nil
		}
	}
	return 0, false
}

// ParseBytes parses a size such as 512M, 2G, 1.5GiB, 4096 or 64k (units
// are powers of 1024; a trailing B or iB is allowed).
func ParseBytes(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "IB"), "B")
	mult := int64(1)
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult > 1 {
			t = t[:n-1]
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || v < 0 || v*float64(mult) >= 1<<63 {
		return 0, fmt.Errorf("invalid size %q (want a number of bytes with an optional K, M, G or T suffix)", s)
	}
	return int64(v * float64(mult)), nil
}

// owned records a tensor allocated by a process.
type owned struct {
	bytes int64
	// refs counts the frame slots holding the tensor.
	refs int32
	// pinned tensors are visible outside the frame: never written in place.
	pinned bool
	// kept tensors are never recycled: they were bound to the arguments
	// of a region run with Frame.Run, whose kernel may still use them
	// after the region released them, or they belong to the caller
	// (RunInto).
	kept bool
	// bound counts the kernels running a region (a func.call, a while
	// loop) that hold the tensor as one of the region's arguments: when
	// the tensor is released while bound, its storage waits in limbo
	// until the last of them lets go (memState.unbind).
	bound int32
}

// Bounds of the released storage a process keeps for reuse: a loop that
// allocates the same sizes on every iteration finds them there instead of
// allocating (and collecting) them again.
const (
	// spareMaxBytes bounds the bytes kept.
	spareMaxBytes = 32 << 20
	// spareMax bounds the number of tensors kept.
	spareMax = 16
	// spareMinBytes is the smallest storage kept: allocating a few
	// bytes costs less than the bookkeeping.
	spareMinBytes = 256
)

// memState is the per-process side of the accounting.
type memState struct {
	acct *accountant
	own  map[*tensor.Tensor]*owned
	// fresh lists tensors that may have no slot holding them: new
	// allocations and values whose last slot died while an operation
	// still uses them. scopes holds, per running operation, where its part
	// of fresh begins; when the operation ends, those of its entries that
	// no slot holds are released.
	fresh  []*tensor.Tensor
	scopes []int
	// compactAt is the length of fresh at which the innermost scope's
	// entries are next compacted.
	compactAt int
	// spare[:nspare] are released tensors whose storage the next
	// allocation of the same kind and size takes over, spareBytes their
	// size.
	spare      [spareMax]*tensor.Tensor
	nspare     int
	spareBytes int64
	// limbo holds the released tensors that kernels still bind (see
	// owned.bound); their bytes have left the live total.
	limbo map[*tensor.Tensor]*owned
	// records are unused records, for reuse.
	records []*owned
	// store, when set, keeps the released storage that spare has no room
	// for, within the run's peak of live bytes, and the storage earlier
	// runs of the Program left (see storage_cache.go).
	store *runStore
}

func newMemState(a *accountant) *memState {
	return &memState{acct: a, own: map[*tensor.Tensor]*owned{}, compactAt: 256}
}

// alloc allocates a tensor of type t within the per-tensor limits and the
// run's budget, zero-filled (as tensor.New makes it) when zero is set and
// with unspecified elements otherwise.
func (m *memState) alloc(l tensor.Limits, t tensor.Type, zero bool) (*tensor.Tensor, error) {
	n, err := l.Check(t)
	if err != nil {
		return nil, err
	}
	bytes := int64(n) * tensor.StorageBytes(t.Kind)
	if err := m.acct.reserve(bytes, t); err != nil {
		return nil, err
	}
	var r *tensor.Tensor
	if bytes >= spareMinBytes {
		r = m.takeSpare(t, n, bytes, zero)
	}
	if r == nil {
		newTensor := l.New
		if !zero {
			newTensor = l.NewUninit
		}
		if r, err = newTensor(t); err != nil {
			m.acct.release(bytes)
			return nil, err
		}
	}
	m.own[r] = m.newOwned(bytes)
	m.push(r)
	return r, nil
}

// newOwned returns a record of a tensor of the given size, taken from the
// free list when it has one.
func (m *memState) newOwned(bytes int64) *owned {
	if n := len(m.records); n > 0 {
		o := m.records[n-1]
		m.records = m.records[:n-1]
		*o = owned{bytes: bytes}
		return o
	}
	return &owned{bytes: bytes}
}

// recordFreeMax bounds the free list of records.
const recordFreeMax = 64

// dispose returns a record no map refers to any more to the free list.
func (m *memState) dispose(o *owned) {
	if len(m.records) < recordFreeMax {
		m.records = append(m.records, o)
	}
}

// adopt counts a tensor the caller provided (an output of RunInto) as one
// the process allocated, so that operations may compute in it in place.
func (m *memState) adopt(t *tensor.Tensor) error {
	bytes := int64(t.Len()) * tensor.StorageBytes(t.Kind())
	if err := m.acct.reserve(bytes, t.Type()); err != nil {
		return err
	}
	m.own[t] = &owned{bytes: bytes, kept: true}
	m.push(t)
	return nil
}

// push records a tensor that may have no slot holding it.
func (m *memState) push(t *tensor.Tensor) {
	m.fresh = append(m.fresh, t)
	if len(m.fresh) >= m.compactAt {
		m.compact()
	}
}

// compact drops the innermost scope's entries that a slot now holds or
// that were released, so that a long loop inside one operation does not
// grow the list.
func (m *memState) compact() {
	base := 0
	if n := len(m.scopes); n > 0 {
		base = m.scopes[n-1]
	}
	keep := m.fresh[:base]
	for _, t := range m.fresh[base:] {
		if o := m.own[t]; o != nil && o.refs == 0 {
			keep = append(keep, t)
		}
	}
	clear(m.fresh[len(keep):])
	m.fresh = keep
	m.compactAt = max(256, 2*len(m.fresh))
}

// enter opens the scope of an operation.
func (m *memState) enter() { m.scopes = append(m.scopes, len(m.fresh)) }

// leave closes the innermost scope, releasing its tensors that no slot
// holds.
func (m *memState) leave() {
	n := len(m.scopes)
	base := m.scopes[n-1]
	m.scopes = m.scopes[:n-1]
	for _, t := range m.fresh[base:] {
		if o := m.own[t]; o != nil && o.refs == 0 {
			m.free(t, o, true)
		}
	}
	clear(m.fresh[base:])
	m.fresh = m.fresh[:base]
}

// free releases an owned tensor. With recycle, when nothing can read the
// tensor any more (it is not pinned or kept), its storage goes to spare;
// while kernels still bind it, it waits in limbo.
func (m *memState) free(t *tensor.Tensor, o *owned, recycle bool) {
	delete(m.own, t)
	m.acct.release(o.bytes)
	if !recycle || o.pinned || o.kept || o.bytes < spareMinBytes {
		m.dispose(o)
		return
	}
	if o.bound > 0 {
		if m.limbo == nil {
			m.limbo = map[*tensor.Tensor]*owned{}
		}
		m.limbo[t] = o
		return
	}
	m.toSpare(t, o)
}

// toSpare keeps the storage of a released tensor for the next allocation
// of its size, when the bounds of spare allow.
func (m *memState) toSpare(t *tensor.Tensor, o *owned) {
	bytes := o.bytes
	m.dispose(o)
	if m.nspare == spareMax || m.spareBytes+bytes > spareMaxBytes {
		if m.store != nil {
			m.store.put(t, bytes, cacheLimit(m.acct.peak.Load()))
		}
		return
	}
	m.spare[m.nspare] = t
	m.nspare++
	m.spareBytes += bytes
}

// record returns the record of an owned tensor, or of a released one in
// limbo, or nil.
func (m *memState) record(x *tensor.Tensor) *owned {
	if o := m.own[x]; o != nil {
		return o
	}
	return m.limbo[x]
}

// bind counts a kernel holding the tensors of vs as arguments of a region
// it runs (and may run again).
func (m *memState) bind(vs []Value) {
	for _, v := range vs {
		if x, ok := v.(*tensor.Tensor); ok {
			if o := m.record(x); o != nil {
				o.bound++
			}
		}
	}
}

// unbind ends the holds of bind on the tensors of vs. A tensor in limbo
// that no kernel binds any more goes to spare, unless it is among keep
// (values the kernel passes on, as its results or to its next
// iteration): those are forgotten, as any released tensor a slot gets
// again is.
func (m *memState) unbind(vs, keep []Value) {
	for _, v := range vs {
		x, ok := v.(*tensor.Tensor)
		if !ok {
			continue
		}
		if o := m.own[x]; o != nil {
			if o.bound > 0 {
				o.bound--
			}
			continue
		}
		o := m.limbo[x]
		if o == nil {
			continue
		}
		if o.bound--; o.bound > 0 {
			continue
		}
		delete(m.limbo, x)
		if slices.Contains(keep, v) {
			m.dispose(o)
			continue
		}
		m.toSpare(x, o)
	}
}

// takeSpare returns a tensor of type t (n elements, bytes in all) over the
// storage of a spare tensor of its kind and size, or nil; its elements are
// zero-filled when zero is set and unspecified otherwise.
func (m *memState) takeSpare(t tensor.Type, n int, bytes int64, zero bool) *tensor.Tensor {
	for i, s := range m.spare[:m.nspare] {
		if s.Kind() != t.Kind || s.Len() != n {
			continue
		}
		m.nspare--
		m.spare[i] = m.spare[m.nspare]
		m.spare[m.nspare] = nil
		m.spareBytes -= bytes
		return reuseStorage(t, s, zero)
	}
	if m.store != nil {
		return m.store.take(t, n, bytes, zero)
	}
	return nil
}

// reuseStorage returns a tensor of type t over old's storage, zero-filled
// when zero is set (tensor.Reuse) and keeping old's bits otherwise.
func reuseStorage(t tensor.Type, old *tensor.Tensor, zero bool) *tensor.Tensor {
	if zero {
		return tensor.Reuse(t, old)
	}
	return tensor.ReuseUninit(t, old)
}

// keep marks v, when it is an owned tensor, as never to be recycled.
func (m *memState) keep(v Value) {
	if x, ok := v.(*tensor.Tensor); ok {
		if o := m.own[x]; o != nil {
			o.kept = true
		}
	}
}

// hold counts a slot now holding v.
func (m *memState) hold(v Value) {
	switch x := v.(type) {
	case *tensor.Tensor:
		if o := m.own[x]; o != nil {
			o.refs++
		}
	case Tuple:
		m.pin(x)
	}
}

// drop uncounts a slot that held v. When no slot holds an owned tensor any
// more it is released at once (now), or, when the running operation still
// uses it, when that operation ends. A tensor released at once is
// recycled only with recycle: a region's results are released while the
// kernel that ran the region still reads them.
func (m *memState) drop(v Value, now, recycle bool) {
	x, ok := v.(*tensor.Tensor)
	if !ok {
		return
	}
	o := m.own[x]
	if o == nil {
		return
	}
	if o.refs > 0 {
		o.refs--
	}
	if o.refs > 0 {
		return
	}
	if now {
		m.free(x, o, recycle)
	} else {
		m.push(x)
	}
}

// pinTensor marks v, when it is an owned tensor, as visible outside the
// frame.
func (m *memState) pinTensor(v Value) {
	if x, ok := v.(*tensor.Tensor); ok {
		if o := m.own[x]; o != nil {
			o.pinned = true
		}
	}
}

// pin marks the tensors of vs as visible outside the frame.
func (m *memState) pin(vs []Value) {
	for _, v := range vs {
		switch x := v.(type) {
		case *tensor.Tensor:
			if o := m.own[x]; o != nil {
				o.pinned = true
			}
		case Tuple:
			m.pin(x)
		}
	}
}

// escapes reports whether an operation hands its operands or results to
// other processes or to the caller while the frame still runs, or keeps
// them in a tuple: their tensors are never written in place.
func escapes(name string) bool {
	switch name {
	case "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
		"stablehlo.all_to_all", "stablehlo.collective_broadcast",
		"stablehlo.collective_permute", "stablehlo.cross-replica-sum",
		"stablehlo.send", "stablehlo.recv", "stablehlo.outfeed", "stablehlo.infeed",
		"stablehlo.tuple", "stablehlo.get_tuple_element", "stablehlo.custom_call":
		return true
	}
	return false
}

// immutable reports whether the run never writes into t's storage nor
// hands it to another tensor while it runs: t is an argument, a constant
// or another process's tensor (which its owner pinned), not one this
// process allocated.
func (f *Frame) immutable(t *tensor.Tensor) bool {
	m := f.env.mem
	return m != nil && m.own[t] == nil
}

// reuse returns operand i of the running operation when its result of
// type t may be written into it: the operand dies at this operation, the
// process owns it, no other slot or operand holds it and it has exactly
// type t. Otherwise it returns nil and the kernel allocates. Under
// RunInto, an operation whose result goes to a caller's output tensor
// allocates it there (Frame.New) instead of writing into an operand.
func (f *Frame) reuse(args []Value, i int, t tensor.Type) *tensor.Tensor {
	o := f.cur
	if o == nil || i >= len(o.inDies) || !o.inDies[i] || o.escapes {
		return nil
	}
	if w := f.env.outs; w != nil && f.env.callDepth == 1 && w.pick(o, t) >= 0 {
		return nil
	}
	x, ok := args[i].(*tensor.Tensor)
	if !ok {
		return nil
	}
	own := f.env.mem.own[x]
	if own == nil || own.refs != 0 || own.pinned {
		return nil
	}
	for j, a := range args {
		if j != i && a == Value(x) {
			return nil
		}
	}
	xt := x.Type()
	if xt.Kind != t.Kind || xt.Quant != nil || t.Quant != nil || len(xt.Shape) != len(t.Shape) {
		return nil
	}
	for d, n := range t.Shape {
		if xt.Shape[d] != n {
			return nil
		}
	}
	return x
}

// reshapeInPlace returns operand i, a tensor of as many elements as type
// t, retyped as t over the same storage with its elements kept, when the
// operand dies at this operation and the process owns it outright (as for
// reuse, and no kernel binds it); the operand's record passes to the new
// tensor. Otherwise it returns nil and the kernel copies.
func (f *Frame) reshapeInPlace(args []Value, i int, t tensor.Type) *tensor.Tensor {
	o := f.cur
	if o == nil || i >= len(o.inDies) || !o.inDies[i] || o.escapes || t.Quant != nil {
		return nil
	}
	if w := f.env.outs; w != nil && f.env.callDepth == 1 && w.pick(o, t) >= 0 {
		return nil
	}
	x, ok := args[i].(*tensor.Tensor)
	if !ok || x.Kind() != t.Kind || x.Type().Quant != nil {
		return nil
	}
	m := f.env.mem
	own := m.own[x]
	if own == nil || own.refs != 0 || own.pinned || own.kept || own.bound != 0 {
		return nil
	}
	for j, a := range args {
		if j != i && a == Value(x) {
			return nil
		}
	}
	r := tensor.Reshaped(t, x)
	if r == nil {
		return nil
	}
	delete(m.own, x)
	m.own[r] = own
	m.push(r)
	return r
}

// newOrReuse returns operand i for the result (see reuse), or a new
// tensor of type t.
func (f *Frame) newOrReuse(args []Value, i int, t tensor.Type) (*tensor.Tensor, error) {
	if x := f.reuse(args, i, t); x != nil {
		return x, nil
	}
	return f.New(t)
}

// discard releases v now when the process owns it and no slot holds it:
// for a region's result that the operation running the region consumed.
func (f *Frame) discard(v Value) {
	m := f.env.mem
	if m == nil {
		return
	}
	if x, ok := v.(*tensor.Tensor); ok {
		if o := m.own[x]; o != nil && o.refs == 0 {
			m.free(x, o, false)
		}
	}
}

// holdArgs counts the running kernel as a slot holding the values of vs
// (see memState.hold), until releaseArgs.
func (f *Frame) holdArgs(vs []Value) {
	if m := f.env.mem; m != nil {
		for _, v := range vs {
			m.hold(v)
		}
	}
}

// releaseArgs ends the holds of holdArgs. A tensor no slot holds any more
// is released when the running operation ends, unless a slot takes it
// again by then.
func (f *Frame) releaseArgs(vs []Value) {
	if m := f.env.mem; m != nil {
		for _, v := range vs {
			m.drop(v, false, false)
		}
	}
}

// bindArgs counts the running kernel's hold on the tensors of vs, the
// arguments of a region it runs and may run again (see memState.bind).
func (f *Frame) bindArgs(vs []Value) {
	if m := f.env.mem; m != nil {
		m.bind(vs)
	}
}

// unbindArgs ends the hold of bindArgs; keep are the values the kernel
// passes on (see memState.unbind).
func (f *Frame) unbindArgs(vs, keep []Value) {
	if m := f.env.mem; m != nil {
		m.unbind(vs, keep)
	}
}
