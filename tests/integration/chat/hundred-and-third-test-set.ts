import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: photographers, videographers and DJs at weddings, funerals and parties, and the families who hire them. writers: Foday Kanu (46, wedding photographer with a studio in Kissy, Krio-English, old Samsung); Mariama Sannoh (22, DJ in Bo, SMS shorthand, cracked Android); Josephine Cole (61, retired headmistress in Wilberforce, mother of a bride, formal emails); Sheku Kargbo (29, party DJ at Lumley Beach, heavy Krio); Aminata Fofanah (37, videographer in London filming family events at home, long stories); Pa Santigie Mansaray (70, family elder in Makeni arranging a funeral, voice-to-text on his son's phone); Kadiatu Bah (31, event planner and MC in Kenema, indirect questions); Osman Tarawally (42, drone videographer and sound-equipment importer between Freetown and Dubai, brisk business English)
export const HUNDRED_AND_THIRD_TEST_SET: LabelledMessage[] = [
  { message: "Kushe una, mornin o", intent: "greeting" },
  {
    message:
      "Abeg una help me, polis don hold mi broda na di Lumley beach party las nite. Dem se di DJ sound too loud, dem carry am go station and up to now dem no lef am. Wetin a fo do?",
    intent: "urgent",
  },
  {
    message:
      "I'm a wedding photographer. A couple paid 40% upfront and now they refuse to pay the balance even though I delivered the album two months ago. I need someone to help me recover the rest of the money.",
    intent: "area:contract",
  },
  { message: "wat shutter speed 4 church weddin wit bad lights pls", intent: "off-topic" },
  {
    message:
      "If the bride's family posts my photos on Facebook without my watermark and still hasn't paid the balance, is that legal? Do I still own the pictures or do they?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I shipped two line-array speakers and a mixing desk from Dubai in a 20ft container. It has been sitting at Queen Elizabeth II Quay for three weeks and customs want a valuation I don't agree with. Does your firm deal with this kind of port matter?",
    intent: "area:shipping",
  },
  {
    message:
      "I played at a party in Goderich on Saturday and the host did not pay me. When I went to ask for my money yesterday his boys chased me with cutlass and said if I come again they will finish me. Since then they have been calling all night saying they know where I sleep. I am too scared to go home tonight.",
    intent: "safety",
  },
  { message: "Una de open Satide? Na weekdays nomo a get free bikos weekend na weddin dem a de shoot.", intent: "hours" },
  {
    message:
      "Need lawyer for boundary palava. My neighbour in Kissy built his fence two feet into the plot where I'm putting up my photo studio. Surveyor already came and confirmed it.",
    intent: "area:land",
  },
  { message: "Who are the lawyers in your chambers? I would like to know the names before I send my daughter's matter to you.", intent: "team" },
  { message: "pls help my cameramn arrestd at d cemetery in bo 4 filming police officer at d funeral, he stil in cell nw", intent: "urgent" },
  {
    message:
      "My father died last month and we did the funeral, I even filmed it myself. Now my stepmother and us children are quarrelling over everything he had and nobody knows if he left a will. I want a lawyer to handle the estate for us.",
    intent: "area:family",
  },
  { message: "How much una de charge fo consultation? Na small DJ work a de do, moni no plenty.", intent: "knowledge:Fees" },
  { message: "Who will be the judge for the DJ battle at Aberdeen this Friday? I want to know if my mixing style fits what he likes.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me next Tuesday morning concerning a dispute with the hotel that hosted my daughter's wedding reception. Yours faithfully, Josephine Cole (Mrs)",
    intent: "booking",
  },
  {
    message:
      "Last year police picked me up for noise at a street jump and released me the same night. Now I got a summons to appear at the magistrate court next month for the same thing. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Abeg, if a cancel di weddin DJ one week before di day, di man get right fo keep all di deposit?", intent: "legal-question" },
  { message: "I want to register my photography studio as a business name, Foday Lens Studio. Una kin do am fo me?", intent: "area:business" },
  {
    message: "Is Christiana Thomas still working with your chambers? A friend in the wedding business said she helped her before.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "I am writing from London. My cousin was hired to film a wedding in Kenema yesterday. A fight broke out at the reception, the police came and took everybody holding a camera, including him. His wife says he slept at Kenema police station and they have still not released him this morning. What can you do?",
    intent: "urgent",
  },
  {
    message:
      "Me and di oda DJ na wi crew don fall out ova di moni from las December gigs. Wi no want court, wi want one neutral pesin fo sidom wi and settle am. Una de do dat kind tin?",
    intent: "area:arbitration",
  },
  {
    message:
      "my husband beat me last night after the naming ceremony because i spent money on the photographer. he said tonight he will finish me. i am at my sister place now and he knows it",
    intent: "safety",
  },
  { message: "How can I reach your office? I'm in Bo for a wedding shoot all this week.", intent: "contact" },
  { message: "Recipe for jollof rice for 300 guests? We have one big container of rice and two gallons of oil.", intent: "off-topic" },
  {
    message:
      "I need a proper contract drafted for my videography packages. Clients always argue afterwards about how many hours I stay and how many minutes the final edit should be.",
    intent: "area:contract",
  },
  {
    message: "Do any of your lawyers speak Mende? My father wants to explain the funeral matter himself and his English is not strong.",
    intent: "knowledge:Languages spoken",
  },
  { message: "DEM DON LOCK MI PIKIN NA CENTRAL POLIS, DI DJ WAHALA FRAM SATIDE, E STILL INSIDE SINCE YESTIDE. ABEG", intent: "urgent" },
  { message: "clearing agent took my money 4 clearing my drone n camera cargo at d quay n vanish, cargo still there. pls help", intent: "area:shipping" },
  { message: "hello?? anybody der", intent: "unknown" },
  {
    message:
      "Our wedding photographer lost the memory card with all the church pictures. Can I sue him, and how much would a court give for something you can never repeat?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening. My son and his girlfriend have a two year old. They separated after our family party and she took the child to Port Loko. He wants custody or at least to see the boy. Please can your firm take this up?",
    intent: "area:family",
  },
  { message: "wat time u close 2day? i finish a shoot 4.30", intent: "hours" },
  { message: "Wetin na una phone number? A want call.", intent: "phone" },
  { message: "Write me a short speech for my parents' 25th anniversary party, something funny but respectful.", intent: "off-topic" },
  {
    message:
      "There is a man who keeps waiting for me after every event I photograph. He stands outside the hall, and yesterday he sent me pictures of my house saying I will see what he does to me. I have stopped going out at night.",
    intent: "safety",
  },
  {
    message:
      "My two friends and I run a DJ and sound hire company together. One partner wants to leave and take his share of the equipment and the money. We need help sorting out the shareholders' side.",
    intent: "area:business",
  },
  { message: "A want fo see one lawyer dis Friday about mi lan we dem don grab na Hastings. Abeg book me.", intent: "booking" },
  {
    message:
      "Somebody broke into my studio and stole three cameras and four lenses. I know who did it. I reported at the station but nothing is moving, I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "How many lawyers una get? Una get woman lawyer sef?", intent: "team" },
  {
    message: "Soldiers at d checkpoint Mile 91 r holding my drone operator since 2hrs ago, dey say he was filming dem. he still dere. wat 2 do",
    intent: "urgent",
  },
  { message: "Is there anywhere to park a van near your office? I'll be coming straight from a job with speakers in the back.", intent: "knowledge:Parking" },
  {
    message: "We want to buy a plot in Waterloo to build an events hall for weddings. We need someone to do the title search before we pay the seller.",
    intent: "area:land",
  },
  { message: "how to charge my camera battery without the charger, generator light don go", intent: "off-topic" },
  { message: "Is it legal for a church to ban photographers from the funeral service after the family already paid us?", intent: "legal-question" },
  {
    message:
      "We had a mediation last year with the hotel over the cancelled reception and got an award in our favour, but they still refuse to pay. Can you help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "wetin una de do? na only court case or una de help wit oda tins?", intent: "services" },
  { message: "What's your email? I want to send the scanned contract.", intent: "email" },
  {
    message:
      "Pa yu de? A de hide na mi kombra in house. Di groom in broda dem se a spoil dem video and dem de look fo me wit stick, dem don beat mi assistant.",
    intent: "safety",
  },
  { message: "Tenki bad bad, God bless una", intent: "thanks" },
  {
    message:
      "Good evening, police came to the funeral reception in Makeni and arrested my nephew, the DJ, because they said the wake went past midnight. He is still at the station. The family wants him out tonight.",
    intent: "urgent",
  },
  { message: "Can I book consultation wit Ibrahim Jalloh 2moro 10am?", intent: "booking" },
  {
    message:
      "Mi papa don die, and mi uncle dem se na dem get di right fo bury am na di village, no to wi we na in pikin dem. Dem kin stop wi fo bury am na Freetown?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sirs, a consignment of LED screens and stage trusses for our events company was damaged on board the vessel from Antwerp. The shipping line refuses our cargo claim. We require legal representation.",
    intent: "area:shipping",
  },
  { message: "best song 4 bride entrance pls, smthng afro n slow", intent: "off-topic" },
  {
    message:
      "My husband is a videographer. Two CID men came to our house in Wilberforce this morning and took him away with his laptop, saying something about a video that went viral. He has not come back and they will not tell us where he is being held.",
    intent: "urgent",
  },
  { message: "Please are you open at lunchtime? I can only come during my break from the studio, around 1pm.", intent: "hours" },
  {
    message:
      "My landlord wants to throw my studio out before the lease finishes because someone offered him more money. I still have two years left on the paper. Need help.",
    intent: "area:land",
  },
  {
    message: "Wen a de cam fo di meeting, wetin a fo bring? A get di contract paper, di receipt dem and di WhatsApp chat dem.",
    intent: "knowledge:What to bring",
  },
  { message: "Before I choose, can you tell me which lawyers work there and what each one is like?", intent: "team" },
  {
    message:
      "hired 2 camera assistants on monthly pay, one walked off mid season wit my gimbal. need employment contracts 4 d new ones so dis dont happen again",
    intent: "area:contract",
  },
  {
    message:
      "A woman at the after-party kept touching me and when I refused, her husband pulled a knife and said he will cut me when I pack my speakers. I'm locked in the small room behind the DJ booth right now and they are outside the door.",
    intent: "safety",
  },
  { message: "Good evening sir/ma", intent: "greeting" },
  {
    message: "We did the traditional wedding in December and now we want to do the marriage properly under the law. Can you help us register it?",
    intent: "area:family",
  },
  {
    message: "In my grandma's story the chief took custody of the goat for the big feast. Anyway, how do I cook goat pepper soup for 100 people at a funeral?",
    intent: "off-topic",
  },
  {
    message:
      "I took a bank loan to buy lighting and a generator for my events business. Work slowed down and the bank is now threatening to seize the equipment. I need a lawyer for the business side of this.",
    intent: "area:business",
  },
  { message: "my dj partner de na Pademba Road on remand since las week, dem refuse am bail. pls help", intent: "urgent" },
  {
    message:
      "What will happen to me if I can't refund the couple? I spent their deposit on a new lens and then the wedding was cancelled. Can they send me to prison for that?",
    intent: "legal-question",
  },
  { message: "Do you have WhatsApp? Can I send voice notes to the number?", intent: "phone" },
  {
    message:
      "I was detained for two days last March after a fight at a wedding where I was the DJ. They released me without charge but my equipment is still with the police. I want a lawyer to get it back and clear my name.",
    intent: "area:criminal",
  },
  { message: "I'd like to meet the lawyer at the Bo office on Monday afternoon about the deposit my client refuses to return.", intent: "booking" },
  {
    message:
      "Instead of going to court, can we do mediation with the catering company? They ruined my daughter's engagement party and we just want a fair middle person.",
    intent: "area:arbitration",
  },
  { message: "price of a Sony A7 IV in Freetown now?", intent: "off-topic" },
  {
    message: "About my daughter's divorce, do you charge one fixed amount or can we pay in parts? The wedding two years ago already drained us.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Polis cam wit van, dem de carry mi son and in sound system now now na Kroo Bay, se na illegal street party. Dem de put am insai di van as a de type!",
    intent: "urgent",
  },
  { message: "Where exactly is your office in Freetown, which street, and what time do you close?", intent: "address", also: ["hours"] },
  {
    message:
      "The church and our videography crew disagree over the fee for the Christmas concert recording. Both sides agreed to go to arbitration. We need someone to represent us there.",
    intent: "area:arbitration",
  },
  { message: "Hw do i contact una? i dnt hv credit 2 call, mayb sumtin else?", intent: "contact" },
  {
    message:
      "My ex still comes to my events and says in front of people that he will pour acid on my face before the year ends. Last week he broke my tripod over my head.",
    intent: "safety",
  },
  { message: "Can my brothers sell our father's house, where we held the funeral, if my name is also in the will?", intent: "legal-question" },
  {
    message:
      "the family land in makeni where we buried papa a man is saying it is his own and he started to build foundation we need help with the land matter",
    intent: "area:land",
  },
  {
    message: "Do you only do court work or also contracts and company registration? Just trying to see what services you cover in general.",
    intent: "services",
  },
  { message: "Email adress pls", intent: "email" },
  {
    message:
      "Fishing boat we rented for a beach wedding shoot sank with my camera bag n drone. Boat owner says not his problem. Goods lost at sea, can una handle dat?",
    intent: "area:shipping",
  },
  { message: "How do I land my drone safely on a moving boat? The wind at Tokeh is strong.", intent: "off-topic" },
  {
    message: "A supplier in Lagos took my money for six wireless mics and never delivered. It's been four months. I want my money back.",
    intent: "area:contract",
  },
  { message: "Una lawyer dem sabi Temne? Mi granma want tok fo insef.", intent: "knowledge:Languages spoken" },
  { message: "Osman here, flying in from Dubai Thursday. Are you open Friday evening or only until 5? Need to discuss my container.", intent: "hours" },
  { message: "thanks for the info, very helpful", intent: "thanks" },
  {
    message:
      "Dear Sir, my son-in-law, who was the photographer at a funeral in Waterloo on Sunday, was detained by the police after the family accused him of stealing jewellery. He has been in a cell for two nights now. I should be grateful for your immediate assistance.",
    intent: "urgent",
  },
  {
    message: "I want to open a small wedding planning and sound hire company with my cousin abroad. Can you register it and sort out the licences for us?",
    intent: "area:business",
  },
  { message: "Is there a female lawyer in the team? My sister prefers to speak to a woman about her marriage.", intent: "team" },
  { message: "ok so", intent: "unknown" },
  { message: "A want meet Isatu Bangura fo tok about di weddin hall palava. Wen she go free?", intent: "booking" },
  { message: "My photos from my cousin's wedding were used in a bank advert without my permission. Do I have a right to be paid?", intent: "legal-question" },
  { message: "wat's d contract price 4 MTN unlimited data? i upload big wedding videos", intent: "off-topic" },
  {
    message: "My late brother left a wife and three children; her family wants to adopt the youngest. We need a lawyer for the adoption process.",
    intent: "area:family",
  },
  {
    message:
      "Someone hacked my Instagram page with 20k followers and is using my wedding photos to scam couples for deposits. I want to report it and have him charged.",
    intent: "area:criminal",
  },
  { message: "which hotel in bo has d best hall 4 a wedding of 200 ppl?", intent: "off-topic" },
  {
    message: "Do you give free legal help to people who cannot pay? My mother needs help with Papa's estate but we spent everything on the funeral.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "abeg, di promoter we no pay mi don send boys dem fo mi os. dem de knock di door now de shout se dem go bon di os. a lock misef insai wit mi pikin dem",
    intent: "safety",
  },
  { message: "Could I book a time to discuss a wills matter? Morning preferred, I am at wedding shoots in the afternoons.", intent: "booking" },
  { message: "Do you open on Saturdays at all? Sundays I'm at church and weekdays I'm editing till late.", intent: "hours" },
  {
    message:
      "they have taken my grand son the photo graph her to the police station in make any since yesterday morning they say he took picture of the paramount chief burial which is for bid in he is still there please come",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I engaged a DJ and MC for my daughter's wedding and paid him in full. He did not show up on the day and now refuses to refund a single cent. I should be grateful if your firm would pursue the matter on my behalf.",
    intent: "area:contract",
  },
  { message: "hw 2 make a wedding highlight video go viral on tiktok", intent: "off-topic" },
  { message: "Una get lawyer from Bo side? Tell me di lawyer dem name dem.", intent: "team" },
  { message: "If a guest falls off the stage during my DJ set and breaks his leg, am I responsible or is it the hall owner?", intent: "legal-question" },
  {
    message:
      "Our rented sound equipment came back by ship from the festival tour in the Gambia and half of it is missing from the container. The charterer and the shipping agent now blame each other.",
    intent: "area:shipping",
  },
  {
    message:
      "My cousin, who I hired to cater a party, told me her husband ties her up and beats her whenever she comes home late from events. She called me crying an hour ago saying he is drinking and waiting for her at home. What can she do tonight?",
    intent: "safety",
  },
  { message: "hii good afternoon", intent: "greeting" },
  {
    message: "I'm a photographer; my wife and I have been separated for a year and I want a formal divorce now. Can your firm handle it?",
    intent: "area:family",
  },
  { message: "Mi broda na di photographer we dem arrest na di Kenema weddin. E don tay na cell, tri dez now. Abeg wetin una go do?", intent: "urgent" },
  { message: "wan 2 book appointmnt 4 nxt wk abt my studio lease, any day xcept wed", intent: "booking" },
  {
    message:
      "I've been charged with receiving stolen goods because I bought a second-hand camera that turned out to be stolen. I'm on bail now and the trial starts next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "How much is the first meeting with a lawyer? I'm asking for my mum, she is hiring a photographer for my grandad's funeral and wants the contract checked.",
    intent: "knowledge:Fees",
  },
  { message: "how much to rent the basketball court at the national stadium for a pre-wedding shoot?", intent: "off-topic" },
  {
    message:
      "We want to close down our photography company. The other partners moved abroad and the business hasn't traded in two years. Need help winding it up properly.",
    intent: "area:business",
  },
  {
    message:
      "URGENT sir. Police at my gate right now with a paper to take my son, he was the DJ at the Lumley party where the boy got stabbed. They are banging the gate.",
    intent: "urgent",
  },
  { message: "hw do i get 2 ur office from Cotton Tree?", intent: "address" },
  {
    message:
      "I want to lease a hall in Bo for two years for my events business. Can you check the lease and make sure the man renting it actually owns the building?",
    intent: "area:land",
  },
  {
    message:
      "My father-in-law just died and we are busy with the funeral arrangements, photographer, DJ, everything. But his brothers are already talking about the house. If he died without a will, do they have a right to it, or does it go to my mother-in-law?",
    intent: "legal-question",
  },
  { message: "Which way a fit reach una apart from fo cam dey?", intent: "contact" },
  {
    message:
      "The DJ association has a mediation committee but they are not neutral. My client and I want a proper arbitrator to settle our dispute over the cancelled gig. Can your firm arrange that?",
    intent: "area:arbitration",
  },
  { message: "weather 4 saturday in kenema? outdoor wedding", intent: "off-topic" },
  {
    message:
      "Since I filmed the wedding where the groom turned out to be married already, his first wife's family call me day and night saying they will deal with me. Yesterday somebody threw a stone at my car and broke the window.",
    intent: "safety",
  },
  {
    message: "Can you review a contract before I sign? A hotel wants me as their resident DJ for 12 months, exclusive, and the terms look one-sided.",
    intent: "area:contract",
  },
  { message: "Parlez-vous français? Mon frère est photographe à Conakry et il veut venir vous voir pour un contrat.", intent: "knowledge:Languages spoken" },
  { message: "What kind of cases does Ibrahim Jalloh do? Someone told me he is good with business matters.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Dear Madam, Further to my telephone call, I wish to arrange an appointment with a lawyer at your earliest convenience regarding my late husband's estate. Kindly advise a suitable date.",
    intent: "booking",
  },
  {
    message:
      "Customs at the quay want me to pay duty on my drones as if they were military equipment. They are for wedding filming. Can a lawyer sort this out with customs?",
    intent: "area:shipping",
  },
  { message: "my papa de na cell at congo cross station, dem hold am since yestiday fo di funeral noise, pls cum", intent: "urgent" },
  { message: "Wetin kain case una de handle? A want know before a explain mi own.", intent: "services" },
  { message: "pls i get problm", intent: "unknown" },
  {
    message: "My grandson's mother left him with us after the naming ceremony and never came back. We want to make it legal that he stays with us.",
    intent: "area:family",
  },
  {
    message:
      "Is it legal for the police to seize my speakers at a wedding because one neighbour complained? They said I need a permit but nobody ever told me.",
    intent: "legal-question",
  },
  { message: "Ok tenki o, a go tel mi mama", intent: "thanks" },
  {
    message:
      "Di boy we tif mi camera at di funeral, dem don catch am, but polis se dem go lef am if a no pay dem fo transport. A want una fo follow di case mek dem charge am propa.",
    intent: "area:criminal",
  },
  { message: "Compose a short poem for my grandma's funeral programme, she loved singing and her garden.", intent: "off-topic" },
  { message: "I'll be coming on my motorbike with my camera bag, is there somewhere safe to park a bike near your office?", intent: "knowledge:Parking" },
  { message: "How many lawyers work with you in Freetown and in Bo?", intent: "team" },
  {
    message: "Aminata calling from London. What are your opening hours? You're on GMT like us in winter, right? Just need to know when to ring.",
    intent: "hours",
  },
  {
    message:
      "Dear Sir/Madam, I am a videographer currently held in the security office at Lungi airport. They seized my drone and will not let me leave. I am typing this on my phone in the holding room. Please help.",
    intent: "urgent",
  },
  { message: "me n 3 other djs want 2 form a company n share profit. need papers 4 partnership n shares", intent: "area:business" },
  { message: "Can I have your email so I can forward the photos and the chat with the client?", intent: "email" },
  {
    message:
      "A sell mi plot na Grafton fo buy new camera and sound system. Di buyer pay half and now e want di title deed before e pay di res. Abeg help wi do di conveyance propa.",
    intent: "area:land",
  },
  {
    message:
      "The couple says my wedding video is poor quality and want half their money back. I delivered exactly what was in the contract. Will a court make me refund them?",
    intent: "legal-question",
  },
  { message: "ok bye, a go cam back", intent: "goodbye" },
  {
    message: "my uncle who hired me 4 d funeral keep touching me n saying if i tell anybody he will kill me. i dont want 2 go back 2 d house",
    intent: "safety",
  },
  { message: "Wi sign di award afta di arbitration wit di hall owner na Bo. E still no pay. Una go enforce am fo wi?", intent: "area:arbitration" },
  { message: "Pls can I see a lawyer today? I'm near Siaka Stevens Street, just finished a shoot.", intent: "booking" },
  { message: "My generator won't start after the wedding, it just makes a clicking noise. What's wrong with it?", intent: "off-topic" },
  { message: "What should I prepare before my appointment? I have the client's cheque that bounced and the booking form.", intent: "knowledge:What to bring" },
  { message: "call number pls", intent: "phone" },
  { message: "dem don carry mi DJ boy go station since las nite, di party owner se e tif microphone. e no cam out yet", intent: "urgent" },
  {
    message: "Can you send me a list of everything your firm does? I want to share it with the other vendors in our wedding WhatsApp group.",
    intent: "services",
  },
  {
    message:
      "My consignment of 40 moving-head lights was shipped in my name but the bill of lading shows another consignee. The vessel docked last week and the other man is trying to collect my cargo. I need a lawyer on this shipping matter quickly.",
    intent: "area:shipping",
  },
  {
    message:
      "the D J we hired for the forty day prayers did not come and he is refusing to return the money can the court force him to pay back and also pay for the shame he bring on the family",
    intent: "legal-question",
  },
  { message: "Helo, how di body?", intent: "greeting" },
  {
    message: "Ma, dem don ketch mi pikin na di party na Calaba Town. Na tri polis, dem de beat am and carry am go. Right now e de insai dem vehicle.",
    intent: "urgent",
  },
  { message: "Where can I get a free trial of Adobe Premiere? My old laptop can't handle the full version for wedding edits.", intent: "off-topic" },
  {
    message:
      "I want to buy a house in Lumley to use as a studio downstairs and live upstairs. I need a lawyer to handle the conveyancing and check the papers before I pay.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, a printing company contracted to produce 150 funeral programmes and memorial photo frames for my late brother's service delivered nothing on the day, after taking full payment. The family was deeply embarrassed. We wish to take action against them.",
    intent: "area:contract",
  },
  {
    message:
      "Another DJ called me and said if I play at Bliss Lounge again his boys will break my hand and my head. He did exactly that to a boy from Wellington last year. I have a gig there on Friday and I'm scared to even leave the house.",
    intent: "safety",
  },
  { message: "Is there any lawyer there who has worked with entertainment people like DJs and photographers? Who are your lawyers?", intent: "team" },
  { message: "una de open tumara? na public holiday no?", intent: "hours" },
  {
    message:
      "My sister wants to make a will. She is a wedding photographer with a studio and two kids and wants to be sure they get everything. Can you help her write it?",
    intent: "area:family",
  },
  {
    message: "my boss d videographer was arrested 2day at d state house gate 4 filming, hes still in d cell at central. no1 is telling us anything",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I should like to book a consultation with Mrs Fatmata Kamara regarding my daughter's separation. Please indicate her availability next week.",
    intent: "booking",
  },
  {
    message: "Need a trading licence and tax registration for my events and photo business in Kenema. Can you sort all the business papers for us?",
    intent: "area:business",
  },
  {
    message:
      "Do I have a right to refuse to hand over the raw footage? The couple paid for an edited film, not the raw files, but now they are demanding everything.",
    intent: "legal-question",
  },
  {
    message:
      "Kadiatu here. Our agreement with the hotel says any dispute goes to arbitration. The hotel double-booked our hall and we had to move the whole wedding to another venue. We want to start the arbitration. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "Good day. Could you give me a general idea of the services your chambers provide?", intent: "services" },
  { message: "How do I give my wedding photos more appeal? Which Lightroom preset works best for dark skin?", intent: "off-topic" },
  {
    message:
      "Police detained me last year after a fight at a party I was DJing and I was released after one week. I want to bring a human rights case against them for how they treated me in the cell.",
    intent: "area:criminal",
  },
  { message: "pls giv me d fone no. 4 d Bo office", intent: "phone" },
  {
    message:
      "We ordered two containers of plastic chairs and tents for our event hire business from China. They say one container fell overboard. The insurance is not responding. Help?",
    intent: "area:shipping",
  },
  {
    message:
      "I am writing from the toilet at the reception hall. The bride's father told me I'm not leaving tonight without giving him the memory cards, and his men are at the door with sticks. I don't know what they will do to me.",
    intent: "safety",
  },
  { message: "Do I need to pay before the lawyer sees me or after? And is it cash or Orange Money?", intent: "knowledge:Fees" },
  { message: "What's the best way to get in touch with the firm while I'm travelling upcountry for shoots?", intent: "contact" },
  {
    message:
      "My ex-husband wants the children every weekend, but weekends are when I work weddings and they stay with my mum. Will the court let him have them every weekend?",
    intent: "legal-question",
  },
  {
    message:
      "The MC from our event was picked up by soldiers at the Kenema junction this afternoon, they say his papers are not correct. We went there and they are still holding him at their post. Please what do we do?",
    intent: "urgent",
  },
  {
    message: "Papa bin lef lan fo all wi pikin dem, but mi big broda don sell am to one man we wan build party hall. Wi no gri. Una kin elp wi?",
    intent: "area:land",
  },
  { message: "Do you have an office in Bo? Where is it?", intent: "address" },
  { message: "best wireless mic under 2 million leones?", intent: "off-topic" },
  {
    message:
      "After 12 years of marriage my husband left me for the decorator from our anniversary party. I want a legal separation and maintenance for the children.",
    intent: "area:family",
  },
  { message: "wat is ur email adres 4 consult", intent: "email" },
  { message: "Tell me about Hawa Turay in Bo. Is she a full lawyer?", intent: "attorney:Hawa Turay" },
  {
    message:
      "I flew in from London for my niece's wedding in Bo and brought my camera crew. Last night after the reception the police stopped our car and said our drone permit was fake. They let me go but kept my assistant Musa. This morning he is still at Bo police station and they are asking for money. How fast can someone get there?",
    intent: "urgent",
  },
  { message: "I want my DJ clients to sign a simple agreement before each booking. Una kin draft one fo me, short and simple?", intent: "area:contract" },
  {
    message: "Is there someone who speaks Limba? My grandmother will come with me and she only speaks Limba and a little Krio.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Abeg a wan si lawyer fo mi shipping palava, Wednesday mornin?", intent: "booking" },
  { message: "I need help", intent: "unknown" },
  {
    message: "An investor in the US wants to put money into my photography studio for 30% of the shares. I need help structuring the investment properly.",
    intent: "area:business",
  },
  {
    message:
      "My late mother's wake was filmed and the videographer put it on YouTube with ads. Can I force him to take it down, and can I claim the money he made from it?",
    intent: "legal-question",
  },
  { message: "Ok I'm off now, bye bye.", intent: "goodbye" },
  {
    message: "Sombody don post lie pan Facebook se a tif moni fram di funeral contribution. A want report am na polis and mek dem prosecute am.",
    intent: "area:criminal",
  },
  { message: "Will it rain in Freetown on the 14th? Outdoor wedding at Lakka beach.", intent: "off-topic" },
  { message: "Thank you so much, you've been very kind.", intent: "thanks" },
  {
    message:
      "My brother-in-law said that if I don't give up my late sister's children he will poison me. He came to the house with a bottle yesterday and said today na today. I am with the kids now and I can't sleep.",
    intent: "safety",
  },
  { message: "I'll be driving my mother, she is old. Can we park right in front of the office?", intent: "knowledge:Parking" },
  { message: "Wi want settle out of court wit di man we rent wi di canopy dem. Una get pesin we neutral fo dat?", intent: "area:arbitration" },
  { message: "wat tym d office opn in d morning?", intent: "hours" },
  {
    message:
      "Our chartered yacht for the wedding cruise to Banana Island was cancelled at the last minute and the vessel owner kept the charter fee. Is this your kind of case?",
    intent: "area:shipping",
  },
  { message: "Do I need to bring my ID card and the original receipts, or are copies fine?", intent: "knowledge:What to bring" },
  { message: "pls d police r at d house nw taking my husband d photographer away, dey hv handcuffs", intent: "urgent" },
  { message: "Suggest a title for my YouTube channel for wedding videos, something catchy.", intent: "off-topic" },
  { message: "can i meet a lawyer on saturday abt my business? i work weekdays", intent: "booking" },
  { message: "U pipul de do only big company tin, or una de help ordinary pipul too?", intent: "services" },
  { message: "Can I see the full list of your lawyers and their positions?", intent: "team" },
  {
    message: "Wan client se if a post in weddin pikchoz pan mi page fo advertise, e go carry me go court. E get right? Na me snap di pikchoz dem.",
    intent: "legal-question",
  },
  {
    message:
      "Sir, my son has been at Kissy police station since Friday night. He was DJing at an outdoor party and there was a fight. They haven't charged him and they won't let him go. Today is Monday.",
    intent: "urgent",
  },
  { message: "We want to register our DJ crew name, Salone Sound Kings, so nobody else can use it. How do we start?", intent: "area:business" },
  { message: "Rain filled the canoe during our beach shoot, what's the fastest way to bail the water out and dry a camera bag?", intent: "off-topic" },
  {
    message:
      "Di man we mi sista marid, na di weddin a bin video, de beat am evri nite. Yestade e se if e tel anybody e go kill am. E de na in os now and e fred fo comot.",
    intent: "safety",
  },
  { message: "What days are you open? Monday to Friday only?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I am an importer of audio-visual equipment. My clearing agent misdeclared my goods and customs has now impounded the container at Queen Elizabeth II Quay and imposed a penalty. I should be grateful if your firm could act for me.",
    intent: "area:shipping",
  },
  { message: "Good morning, I hope you are well.", intent: "greeting" },
  {
    message:
      "I want to survey the land where we are building the family hall for weddings and funerals in make any the boundary is not clear and the neighbours are quarrelling help us do the survey",
    intent: "area:land",
  },
  {
    message:
      "An events company hired me as their photographer for six months, then dismissed me without notice and didn't pay last month's salary. I want to fight it.",
    intent: "area:contract",
  },
  {
    message: "Please, I'd like a video call consultation from London with one of your lawyers next week about my late father's house. Can we set a time?",
    intent: "booking",
  },
  { message: "how do I price my wedding photography packages? what do other photographers in Freetown charge?", intent: "off-topic" },
  { message: "Send me the email for consultations please, and the phone number too in case.", intent: "email", also: ["phone"] },
  {
    message:
      "A de write from insai di cell na Bo central. Dem tek mi fon but di officer lend me in own smol. Dem se a tif di generator at di weddin, a no tif natin. Abeg una cam.",
    intent: "urgent",
  },
  {
    message:
      "If I signed a contract to DJ at a wedding and the family cancelled because of a death, do I still have to refund the deposit, or can I keep part of it?",
    intent: "legal-question",
  },
  {
    message:
      "I'm in Manchester and my ex took our daughter to Freetown for a family wedding and now refuses to send her back. I need a lawyer in Sierra Leone for the custody side.",
    intent: "area:family",
  },
  {
    message:
      "Dem don free me from di cell las week afta two dez, but now di polis se a fo report evri Monday and dem no tel me wetin a du. A want lawyer fo handle am.",
    intent: "area:criminal",
  },
  { message: "Are all your lawyers in Freetown or are some of them upcountry?", intent: "team" },
  { message: "Can you correct this sentence for my wedding invite: You are cordially invited to celebrates the union of...", intent: "off-topic" },
  { message: "Can I ring you now? What number?", intent: "phone" },
  { message: "Is there a cost for the first consultation or is it free? Asking about my funeral-hire business matter.", intent: "knowledge:Fees" },
  {
    message: "Me and the bride's family have both agreed to let a mediator decide about the video dispute. Can one of your people act as the neutral person?",
    intent: "area:arbitration",
  },
  { message: "I'm not sure my problem is for you. In general, what areas of law do you cover?", intent: "services" },
  {
    message: "hidin n a neighbour house rite nw, d boys 4rm d party sed dey go cut me 4 playin d wrong song at d funeral. dey r outside lookin 4 me",
    intent: "safety",
  },
  {
    message:
      "A fishing boat I hired to carry guests to a wedding on Sherbro Island hit another vessel. The owners are blaming each other and our deposit is stuck in the middle. Do you take vessel cases?",
    intent: "area:shipping",
  },
  { message: "Mohamed Conteh, is he still with the firm? What does he handle?", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Dem don hold di photographer and di DJ from di funeral na Waterloo. Polis se di famili no get permit fo di procession. Dem stil de na di station wit all dem equipment.",
    intent: "urgent",
  },
  { message: "how to reach una pls", intent: "contact" },
  {
    message: "Is it legal for the venue to stop me bringing my own sound system because they have an in-house DJ? The couple hired me, not them.",
    intent: "legal-question",
  },
  {
    message:
      "My partner in the photo studio has been taking money from the business account without telling me. We registered the company together. I want to protect my share.",
    intent: "area:business",
  },
  { message: "Wich side una office de? Near Big Market?", intent: "address" },
  { message: "wat is d capital of canada? my lil bro homework", intent: "off-topic" },
  {
    message:
      "The tenant in my late father's house in Kissy, where we held his funeral, has refused to pay rent for eight months and now says the house is his. We need someone to help get him out.",
    intent: "area:land",
  },
  { message: "I'd like to meet Adama Koroma. Is next Thursday possible?", intent: "booking" },
  { message: "wait pls", intent: "unknown" },
  { message: "Are you open right now? It's 4:45, can I still come in?", intent: "hours" },
  {
    message:
      "The military police took my cameraman into Wilberforce barracks this morning after he filmed the parade passing outside the wedding venue. They are still holding him inside.",
    intent: "urgent",
  },
  { message: "Can I leave my car in your compound? The last time I came to town I got a ticket.", intent: "knowledge:Parking" },
  {
    message:
      "Someone at the party took my phone and threatened me with a knife last month. I recognised him. I want him arrested and charged. Can your firm help with that?",
    intent: "area:criminal",
  },
  { message: "Thank u, I appreciate", intent: "thanks" },
  { message: "Wi pay di tent and chair man fo di weddin, e bring af and di res rotten. Wi want wi moni back.", intent: "area:contract" },
  { message: "Hello, my appointment is Thursday. Should I bring the USB with the wedding videos or only the papers?", intent: "knowledge:What to bring" },
  {
    message: "My husband died and his family is taking all the equipment from his photography studio. Can they do that if we were married in church?",
    intent: "legal-question",
  },
  { message: "how 2 fix my phone screen that cracked at the party", intent: "off-topic" },
  { message: "Bye for now, talk soon", intent: "goodbye" },
  { message: "Abeg, wi wan adopt mi sista pikin we in mama die. Na wi de mind am since di funeral. Una go du di paper dem?", intent: "area:family" },
  {
    message:
      "My daughter's husband, and we paid for a grand wedding, has locked her in the house and she sent me a message saying he has a gun and will use it if she tries to leave.",
    intent: "safety",
  },
  { message: "Book me in with a lawyer for my contract problem, any afternoon this week.", intent: "booking" },
  {
    message: "We want to settle the dispute with the DJ company through a neutral arbitrator rather than court, and we need a lawyer to represent us in it.",
    intent: "area:arbitration",
  },
  { message: "list ur services pls", intent: "services" },
  {
    message:
      "Good evening. Our photographer's assistant, a young man of 19, was taken by the police from the church compound after the wedding this afternoon on a complaint by a guest. He is being held at Wilberforce station as I write and his mother is distraught.",
    intent: "urgent",
  },
  {
    message:
      "One of our waitresses at last night's party told me the host's son forced himself on her in the back room. She is shaking, and he keeps texting her that if she talks he will come for her. She is with me now. Where do we go?",
    intent: "safety",
  },
  {
    message:
      "The title deed for the hall we bought in Kenema has the wrong name on it, the seller's dead uncle. We need it corrected before the bank will accept it.",
    intent: "area:land",
  },
  { message: "Which hard case is best for carrying a gimbal on an okada over bad roads?", intent: "off-topic" },
  {
    message:
      "Please, my daughter's fiancé was arrested at the engagement ceremony by police in plain clothes over an old debt. They took him to Ross Road station. He is still there and both families are waiting. What should we do?",
    intent: "urgent",
  },
  {
    message: "If the photographer I hired for my mother's funeral showed up drunk and took terrible pictures, am I still obliged to pay him the balance?",
    intent: "legal-question",
  },
  { message: "Una de wok afta 5? A de close fram mi studio na 6.", intent: "hours" },
  {
    message:
      "my brother died and the widow and the children from his first wife are fighting over the estate after the funeral we need the lawyer to do the letters of add ministration",
    intent: "area:family",
  },
  { message: "Kushe, a wan mek appointment wit Christiana Thomas fo di weddin contract palava. Monday or Tuesday?", intent: "booking" },
  {
    message:
      "Hello, I'm a DJ. My sound system was sent by sea from the UK and the shipping company says it's lost in transit, but the tracking shows it reached Freetown port. Can your shipping lawyers help?",
    intent: "area:shipping",
  },
  { message: "hello hello", intent: "greeting" },
  {
    message:
      "I am writing on behalf of my cousin Sorie, a DJ. The magistrate put him on remand at Pademba Road last week over a fight at a wedding and refused bail. The family cannot afford the lawyer he had. Can you take over?",
    intent: "urgent",
  },
  {
    message: "A catering and decor vendor wants me to sign a supply deal covering all my wedding clients for a year. Can you look at it before I commit?",
    intent: "area:contract",
  },
  { message: "Who is the most senior lawyer there? And who else is on the team?", intent: "team" },
  { message: "Una lawyer dem kin tok Krio? A no go fit explain mi tin dem na big English.", intent: "knowledge:Languages spoken" },
  { message: "Recommend a good movie about a lawyer to play on the projector at my cousin's bachelor party.", intent: "off-topic" },
  {
    message:
      "My father's second wife said at the funeral that she will make sure I don't live to see the 40-day prayers. Last night someone poured petrol around my door. I can't sleep.",
    intent: "safety",
  },
  {
    message:
      "I was granted bail last month. The case is about a fight at a wedding reception. The next court date is in two weeks and I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "do u hv email? i'm abroad n calls r expensive", intent: "email" },
  { message: "I'd like to set up my studio as a limited company instead of a business name. What would you need from me to do it?", intent: "area:business" },
  {
    message: "Can the police arrest me for playing music past midnight at a wedding if the family got a permit from the councillor?",
    intent: "legal-question",
  },
  { message: "Is your firm more about courts or also advice and paperwork? Just asking in general.", intent: "services" },
  { message: "directions to ur freetown office pls, coming from Lumley", intent: "address" },
  {
    message:
      "My brother and I both inherited Dad's sound system business and we keep clashing. Before it goes to court we want mediation with someone neutral. Can you arrange that?",
    intent: "area:arbitration",
  },
  { message: "how much is a bag of rice now 4 d wedding? 50kg", intent: "off-topic" },
  {
    message: "pls pls di polis dem don tek mi papa fram di wake-keeping, dem se e fo cam sign statement, e no cam back since 3 oklok. na now 9 nite.",
    intent: "urgent",
  },
  { message: "Do you have a landline or only mobile? I want to call from the UK.", intent: "phone" },
  {
    message: "Will the judge give me the children if my wife is the one who left, even though I'm away most weekends working as a DJ?",
    intent: "legal-question",
  },
  { message: "Abeg, wi wan rent land fo mek outdoor event ground na Tokeh. Una kin du di lease agreement?", intent: "area:land" },
  { message: "I need to see someone this week regarding the shipping of my equipment. Which day can you fit me in?", intent: "booking" },
  { message: "I'd like your contact details please.", intent: "contact" },
  { message: "freelance editor took 2m from me to edit 5 wedding videos, delivered 1. not answering calls. want to go after him", intent: "area:contract" },
  { message: "Who won the Leone Stars match yesterday? I missed it, I was filming a wedding.", intent: "off-topic" },
  { message: "Much appreciated, God bless your work", intent: "thanks" },
  {
    message:
      "I am writing on behalf of my niece. Her husband threatened, in front of our whole family at the christening, to finish her if she goes ahead with the separation. He has been seen outside her workplace every day since. She is terrified.",
    intent: "safety",
  },
  {
    message: "We're getting married next month and want a prenuptial agreement drawn up because I own a studio and a lot of equipment. Do you do that?",
    intent: "area:family",
  },
  { message: "Fo di meeting wit di lawyer, wetin a fo carry? A get di death certificate and di foto of di lan paper.", intent: "knowledge:What to bring" },
  { message: "Police at Lumley beach have just grabbed my sound guy and are pushing him into their pickup as I type. Please help!!", intent: "urgent" },
  { message: "Hi... I don't know how to explain", intent: "unknown" },
  {
    message:
      "Police summoned me to come to CID on Thursday about photos I took at a wedding where a politician spoke. I haven't been arrested. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "Are you open the normal hours during Ramadan?", intent: "hours" },
  { message: "I need to close my old events company properly before I open a new one, so the old debts don't follow me.", intent: "area:business" },
  { message: "any parking 4 a small truck? na di generator truck", intent: "knowledge:Parking" },
  { message: "Ok, later", intent: "goodbye" },
  { message: "My photographer wants to use pictures of my baby from the christening in his portfolio. Can I stop him legally?", intent: "legal-question" },
  {
    message:
      "Our shipment of printed canvases and frames for a wedding exhibition is held by customs for missing documents. The clearing agent says only a lawyer can push it now.",
    intent: "area:shipping",
  },
  { message: "The witness at my cousin's wedding wants a speech written. Can you write a two minute toast?", intent: "off-topic" },
  {
    message: "Dear Sir, I wish to fix a meeting with Mr Abdul Rahman Sesay about a land purchase. Please advise which afternoons he is free.",
    intent: "booking",
  },
  {
    message: "Under the arbitration clause in our venue agreement we now need to appoint an arbitrator. Can your firm nominate one or act for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Customs officers and police at Queen Elizabeth II Quay detained my clearing agent and my younger brother when they went to collect the speakers. Both are still at the port police post. Advise quickly.",
    intent: "urgent",
  },
  { message: "Hi, I work in events. What sort of legal services do you offer to people like me?", intent: "services" },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, The videographer we engaged for my daughter's wedding in April has, after five months and repeated promises, failed to deliver the wedding film for which he was paid in full. I should be grateful if your firm would write to him and take whatever steps are necessary.",
    intent: "area:contract",
  },
  { message: "Which bank gives the best rate on a fixed deposit? I'm saving for a new camera.", intent: "off-topic" },
  {
    message:
      "So my brother-in-law runs a small DJ outfit in Makeni. On Saturday he played at a naming ceremony and a neighbour complained. The police came on Sunday morning, took him and his decks, and he has been in the cell at Makeni station ever since. His wife just called me in London crying. Can someone from your office go there?",
    intent: "urgent",
  },
  {
    message:
      "I'm wondering, if a guest records our wedding on his phone and sells the clips to a gossip blog, is there anything the law says about that? Can we make him stop?",
    intent: "legal-question",
  },
  { message: "d client husband slap me at d shoot 2day n sed if i show my face again he will shoot me. he has gun, i saw it", intent: "safety" },
  { message: "Hi, what time do you open on Monday? I want to be the first one in before my flight.", intent: "hours" },
  {
    message:
      "I'm selling the family house in Murray Town to fund my studio. My siblings have all agreed. I need a lawyer to do the sale papers with the buyer.",
    intent: "area:land",
  },
  { message: "Apart from the Senior Partner, who are the other lawyers?", intent: "team" },
  { message: "My wife and I want to divorce peacefully. We share a photography business and two kids. We need a lawyer to handle it.", intent: "area:family" },
  { message: "Need appointment with Hawa Turay in Bo pls, Friday if possible", intent: "booking" },
  {
    message:
      "Dem don arrest mi man dis mornin na di funeral, dem se e bin shoot video of di polis dem we de beat pipul. Dem tek am go Lumley station. E stil de dey.",
    intent: "urgent",
  },
  { message: "best DSLR for beginners under 500 dollars?", intent: "off-topic" },
  {
    message:
      "My nephew was released yesterday after three nights in the cell, but they say he's been charged with assault over the wedding fight. He needs a lawyer for the case now.",
    intent: "area:criminal",
  },
  {
    message:
      "Vessel arrived 10 days ago. My 40ft container of staging equipment is still not discharged and demurrage is piling up. Shipping line won't answer. Need legal pressure on them.",
    intent: "area:shipping",
  },
  { message: "If my studio partner leaves, can he legally take the camera he paid for with the business money?", intent: "legal-question" },
  { message: "thx a lot", intent: "thanks" },
  {
    message: "I run a DJ business and want to bring in my cousin as a partner with 40%. I need the partnership agreement and the company papers done.",
    intent: "area:business",
  },
  {
    message: "my son wey de play music 4 party dem, police hold am at d checkpoint n put am in dia van, dey driving 2 d station nw. im text me from d van",
    intent: "urgent",
  },
  {
    message:
      "The photographer and my family have a quarrel about the lost wedding album. Instead of court, can a neutral person sit with us and settle it? We don't want bad blood.",
    intent: "area:arbitration",
  },
  {
    message:
      "There is a man from the party who keeps sending me messages with my home address and saying he will come at night. He already came once and stood outside. I'm alone with my baby.",
    intent: "safety",
  },
  { message: "number 4 WhatsApp?", intent: "phone" },
  { message: "Quick one: what does your firm do? Give me the overview.", intent: "services" },
  { message: "Can you plan a three day itinerary for guests flying in for a wedding in Freetown, beaches and food?", intent: "off-topic" },
  {
    message:
      "Dear Madam, My nephew, a wedding photographer, has been detained at the Criminal Investigations Department since Tuesday in connection with pictures circulating online. We have been unable to see him. Kindly advise what can be done.",
    intent: "urgent",
  },
  { message: "Will I go to prison if the police find my drone has no licence? I have used it at weddings for a year.", intent: "legal-question" },
  { message: "How can my mother in Kono get in touch with you? She can't travel.", intent: "contact" },
  { message: "Can I meet one of the lawyers in person about my daughter's custody? I prefer face to face.", intent: "booking" },
  { message: "My landlord wants to raise the rent on my studio by 200% without any notice. I need a lawyer to deal with him.", intent: "area:land" },
  { message: "How do I keep food warm in plastic containers for six hours at an outdoor party?", intent: "off-topic" },
  { message: "Which email do I send the consultation request to?", intent: "email" },
  { message: "Na mi own pikin mi man de beat, e se e no go stop til e brok di pikin an. A de fred fo wetin go apin tonite wen e cam.", intent: "safety" },
  {
    message:
      "Someone used my name to collect deposits for weddings I never agreed to shoot. Clients are reporting me now. I want the police to charge the real person. Can you handle it?",
    intent: "area:criminal",
  },
  { message: "Is the office open on New Year's Eve?", intent: "hours" },
  { message: "Mi broda dem se bikos a na uman, a no get shia fo Papa in os afta di funeral. Na so di law se?", intent: "legal-question" },
  { message: "Una office de na Siaka Stevens Street? Wich number?", intent: "address" },
  {
    message: "The clearing agent says customs want a letter from a lawyer before they release my generator shipment at the quay. Can you provide that?",
    intent: "area:shipping",
  },
  {
    message:
      "soldiers at the barracks gate took my son the D J because his music was too loud near the barracks he is inside there since last night they don't allow us to see him",
    intent: "urgent",
  },
  { message: "My mother passed and we need someone to handle her estate and the will. My siblings are all abroad.", intent: "area:family" },
  { message: "Will my Canon battery work in a Nikon camera?", intent: "off-topic" },
  { message: "Osman here. Please schedule me with whoever handles shipping, Thursday 2pm. Container issue.", intent: "booking" },
  {
    message: "The bank froze the account of my DJ company because of a loan dispute. I need a lawyer to deal with the bank for the company.",
    intent: "area:business",
  },
  { message: "Do you have an interpreter? My client from the wedding is from Guinea and only speaks French and Fula.", intent: "knowledge:Languages spoken" },
  { message: "Can your firm represent us at a mediation session with the events centre next month?", intent: "area:arbitration" },
  { message: "help me get paid: the hotel owes me for DJing 8 weekends, invoice is 3 months old", intent: "area:contract" },
  { message: "see u 2moro den", intent: "goodbye" },
  { message: "Good afternoon o", intent: "greeting" },
  {
    message:
      "A fo tok quick: dem don lock mi sista na Kenema polis station bikos di bride famili se e tif di gold ring wen e bin de snap pikchoz. Since tidé mornin. Dem no gri lef am.",
    intent: "urgent",
  },
  {
    message: "Question: if my drone crashes into a guest at a wedding and injures someone, who is liable, me or the couple who hired me?",
    intent: "legal-question",
  },
  { message: "Which estate in Freetown has the nicest garden for outdoor wedding photos?", intent: "off-topic" },
  { message: "Need a lawyer for a land case. Someone forged documents for the plot in Wellington where I planned my studio.", intent: "area:land" },
  {
    message:
      "I regret to report that my daughter's husband has, since the wedding, repeatedly struck her, and last night he told her she would not see the morning if she reported him. She has come to stay with me, but he knows where I live.",
    intent: "safety",
  },
  { message: "Abeg a wan si wan lawyer fo mi papa in will. Tumara mornin ok?", intent: "booking" },
  { message: "wen una de close on friday? same 5?", intent: "hours" },
  {
    message: "My husband's family wants to take our children after his funeral, saying they belong to his family. I need a lawyer to keep my children with me.",
    intent: "area:family",
  },
  {
    message:
      "My fiancé, the sound engineer at tonight's event, was handcuffed and taken by police twenty minutes ago after an argument with an officer about the music. They're holding him at Kenema central. What do I do right now?",
    intent: "urgent",
  },
  {
    message: "Looking to register a company for event photography and video with two shareholders, me and my wife. Can you do the whole thing?",
    intent: "area:business",
  },
  { message: "how many lawyers r in d firm?", intent: "team" },
  { message: "My ears ring after a six hour DJ set. Will my hearing be damaged? What earplugs should I buy?", intent: "off-topic" },
  {
    message:
      "The wedding hall owner took our deposit of 15 million and now says the hall is booked for someone else and won't refund. We want to take legal action.",
    intent: "area:contract",
  },
  {
    message: "Police say they are investigating me over a fight at a wedding but they haven't arrested me. I'd like a lawyer ready in case they come.",
    intent: "area:criminal",
  },
  { message: "Do I have a right to be paid extra if the wedding ran four hours past what we agreed and the family now says no?", intent: "legal-question" },
  { message: "dem de follow me since di party, tri man dem pan okada. dem se tonite dem go show me. a de waka fast go os now", intent: "safety" },
  { message: "Telephone number for the Freetown office?", intent: "phone" },
  { message: "Mediation between two families after a wedding went wrong, do you people do that? We want a neutral person.", intent: "area:arbitration" },
  {
    message: "Na from Pademba Road a de write dis. A don de ya on remand tri wik fo di DJ fight case. Mi famili no get lawyer fo me. Abeg help.",
    intent: "urgent",
  },
  { message: "Tell me in short the kinds of cases your chambers takes on.", intent: "services" },
  { message: "How do I send money from London to my cameraman in Freetown the cheapest way?", intent: "off-topic" },
  { message: "If the bride's mother refuses to pay the MC because she didn't like his jokes, can we take her to court and win?", intent: "legal-question" },
  { message: "God bless, tenki fo di help", intent: "thanks" },
  { message: "Abeg help wi du di conveyance fo di smol lan we wi bai fo build di funeral home na Lunsar.", intent: "area:land" },
  {
    message:
      "My drone pilot was picked up by police at Aberdeen bridge an hour ago while filming a wedding convoy. He's in the back of their vehicle and they are heading to Congo Cross. Need someone now.",
    intent: "urgent",
  },
  {
    message: "Di vessel we bring mi speaker dem from China don go back wit mi goods, dem se dem no fit discharge am. Una de handle shipping tin?",
    intent: "area:shipping",
  },
  { message: "What are all the ways to reach your chambers?", intent: "contact" },
  {
    message: "My girlfriend and I have a baby and she won't let me see him since she saw me DJing with another woman. I want visiting rights through a lawyer.",
    intent: "area:family",
  },
  {
    message: "My late dad's will says the house goes to me, but my stepmother says the will is not valid because it wasn't stamped. Is she right?",
    intent: "legal-question",
  },
  {
    message: "I want to come in and speak to a lawyer about my cancelled wedding deposit. What times are free on Wednesday, and what should I bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Can my driver park outside your office while I'm in the meeting, or is it no parking?", intent: "knowledge:Parking" },
  { message: "What's the nearest landmark to your Freetown office? My taxi man doesn't know Siaka Stevens Street well.", intent: "address" },
  { message: "I want to import and sell sound equipment as a business. I need the company registered and the import licence sorted.", intent: "area:business" },
  {
    message:
      "The other side wants their own cousin as the neutral mediator in our wedding dispute. We want a proper independent arbitrator. Can you help with the arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "I want a lawyer to look over the contract my church wants me to sign to be their official photographer for five years.",
    intent: "area:contract",
  },
  {
    message: "Last year I was arrested at a party and spent a night in the cell. The magistrate convicted me and now I want to appeal.",
    intent: "area:criminal",
  },
  { message: "wat documents shld i bring 2 d consultation?", intent: "knowledge:What to bring" },
  { message: "Can you help me write my CV? I want a job as a videographer at a TV station.", intent: "off-topic" },
  {
    message:
      "My aunt keeps coming to my studio saying she will kill me with juju and a knife if I don't give her my late mother's things. Yesterday she slapped me in front of clients.",
    intent: "safety",
  },
  { message: "I'd like to talk to Mohamed Conteh about my criminal case. Can he see me next week?", intent: "booking" },
  { message: "Hey", intent: "greeting" },
  { message: "wat days n times r u open pls", intent: "hours" },
  { message: "Ok bye", intent: "goodbye" },
];
