#!/usr/bin/env python3
"""Appends messages to both catalogues: lines of `id | English | German` on stdin."""
import sys, json
en_path, de_path = 'web/i18n/messages.en.ts', 'web/i18n/messages.de.ts'
en, de = open(en_path).read(), open(de_path).read()
for line in sys.stdin:
    if not line.strip():
        continue
    key, english, german = [part.strip() for part in line.split('|')]
    en = en.replace('\n} as const;', f'\n  {json.dumps(key)}: {json.dumps(english, ensure_ascii=False)},\n}} as const;'.replace('"', "'") if "'" not in english else f'\n  {json.dumps(key)}: {json.dumps(english, ensure_ascii=False)},\n}} as const;', 1)
    de = de.replace('\n};', f'\n  {json.dumps(key)}: {json.dumps(german, ensure_ascii=False)},\n}};', 1)
open(en_path, 'w').write(en)
open(de_path, 'w').write(de)
