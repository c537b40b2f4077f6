//===- Parse.cpp - Parsing shims for Go -----------------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cstdint>
#include <optional>

namespace {

/// Walks the framing of MLIR bytecode: the header and the top-level
/// sections, with the same encodings as MLIR's reader.
class FramingReader {
public:
  explicit FramingReader(llvm::StringRef data)
      : pos(reinterpret_cast<const uint8_t *>(data.data())),
        end(pos + data.size()) {}

  bool empty() const { return pos == end; }

  std::optional<uint8_t> byte() {
    if (pos == end)
      return std::nullopt;
    return *pos++;
  }

  /// Reads a prefix varint: the trailing zero bits of the first byte count
  /// the bytes that follow it; a zero first byte is followed by 8 bytes.
  std::optional<uint64_t> varint() {
    std::optional<uint8_t> first = byte();
    if (!first)
      return std::nullopt;
    if (*first & 1)
      return uint64_t(*first >> 1);
    unsigned extra = *first == 0 ? 8 : llvm::countr_zero(*first);
    if (uint64_t(end - pos) < extra)
      return std::nullopt;
    uint64_t value = 0;
    for (unsigned i = 0; i < extra; ++i)
      value |= uint64_t(pos[i]) << (8 * i);
    pos += extra;
    if (*first == 0)
      return value;
    value = (value << 8) | *first;
    return value >> (extra + 1);
  }

  bool skipString() {
    while (pos != end)
      if (*pos++ == 0)
        return true;
    return false;
  }

  /// Skips the padding that aligns the data pointer to alignment.
  bool align(uint64_t alignment) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0)
      return false;
    while (reinterpret_cast<uintptr_t>(pos) % alignment != 0)
      if (pos == end || *pos++ != kPadding)
        return false;
    return true;
  }

  bool skip(uint64_t n, const uint8_t *&start) {
    if (uint64_t(end - pos) < n)
      return false;
    start = pos;
    pos += n;
    return true;
  }

private:
  static constexpr uint8_t kPadding = 0xCB;
  const uint8_t *pos, *end;
};

constexpr uint8_t kIRSection = 4;

/// MLIR's bytecode reader reads the arguments of the top-level block
/// before it has opened a scope for values, and dereferences the missing
/// scope: a corrupted file whose top-level block claims arguments crashes
/// it. No writer emits such a block, so the file is refused before MLIR
/// reads it. Framing errors are left for MLIR's reader to report.
bool topLevelBlockHasArguments(llvm::StringRef data) {
  FramingReader reader(data.drop_front(4));
  if (!reader.varint() || !reader.skipString())
    return false;
  while (!reader.empty()) {
    std::optional<uint8_t> idAndAligned = reader.byte();
    std::optional<uint64_t> length = reader.varint();
    if (!idAndAligned || !length)
      return false;
    if (*idAndAligned & 0x80) {
      std::optional<uint64_t> alignment = reader.varint();
      if (!alignment || !reader.align(*alignment))
        return false;
    }
    const uint8_t *start = nullptr;
    if (!reader.skip(*length, start))
      return false;
    if ((*idAndAligned & 0x7F) != kIRSection || *length == 0)
      continue;
    FramingReader section(llvm::StringRef(
        reinterpret_cast<const char *>(start), *length));
    std::optional<uint64_t> header = section.varint();
    if (header && (*header & 1))
      return true;
  }
  return false;
}

} // namespace

MlirModule mlirGoParseSourceString(MlirContext context, MlirStringRef source,
                                   MlirStringRef fileName) {
  mlir::ParserConfig config(unwrap(context));
  llvm::StringRef text = unwrap(source);
  if (mlir::isBytecode(llvm::MemoryBufferRef(text, unwrap(fileName))) &&
      topLevelBlockHasArguments(text)) {
    mlir::emitError(mlir::FileLineColLoc::get(unwrap(context),
                                              unwrap(fileName), 0, 0))
        << "malformed bytecode: the top-level block of the IR section "
           "declares arguments";
    return MlirModule{nullptr};
  }
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config,
                                              unwrap(fileName));
  if (!module)
    return MlirModule{nullptr};
  return wrap(module.release());
}
