#!/usr/bin/env bash
# Renders public/media/promo.webm (the home page's promo clip) and its poster with Debian's ffmpeg and Noto fonts.
# Run by hand when the clip's text changes; the output is committed.
set -euo pipefail
cd "$(dirname "$0")/../../public/media"
FONT=$(fc-list | grep -i "NotoSans-Bold.ttf" | head -1 | cut -d: -f1)
tmp=$(mktemp -d)
slide() {
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$2:s=640x360:d=3.5:r=25" -vf "drawbox=x=0:y=300:w=640:h=60:color=black@0.25:t=fill,drawtext=fontfile=$FONT:text='$3':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=130,drawtext=fontfile=$FONT:text='$4':fontcolor=white@0.9:fontsize=18:x=(w-text_w)/2:y=185,drawtext=fontfile=$FONT:text='printfront':fontcolor=white:fontsize=20:x=24:y=318,fade=t=in:st=0:d=0.4,fade=t=out:st=3.1:d=0.4" -c:v libvpx-vp9 -b:v 160k -pix_fmt yuv420p "$tmp/slide$1.webm"
}
slide 1 '#1a9b4b' 'Your file, checked' 'CMYK, curves, bleed and size - before it reaches the press'
slide 2 '#137a3a' 'Printed in Dubai' 'Digital and offset presses, calibrated every morning'
slide 3 '#23352b' 'Cut, folded, bound' 'Lamination, foil, spot UV, die-cutting and binding in house'
slide 4 '#2fb866' 'Delivered across the UAE' 'Door delivery, pickup or cash on delivery'
printf "file '$tmp/slide%s.webm'\n" 1 2 3 4 > "$tmp/list.txt"
ffmpeg -loglevel error -y -f concat -safe 0 -i "$tmp/list.txt" -c copy promo.webm
ffmpeg -loglevel error -y -ss 1.5 -i "$tmp/slide1.webm" -frames:v 1 -q:v 4 promo-poster.jpg
rm -rf "$tmp"
